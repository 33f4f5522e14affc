import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The quality and reference suites compute for seconds, and `npm test` runs the other
    // packages' suites beside these on the same cores: time enough for a loaded machine.
    testTimeout: 60_000,
  },
});
