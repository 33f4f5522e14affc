import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // The bin tests spawn the bundle: build it once for the whole run.
    globalSetup: ['test/buildOnce.ts'],
    testTimeout: 30_000,
  },
});
