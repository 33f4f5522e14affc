import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The Auth and Functions emulators and the database, on free ports, for the whole run.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
