import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The bin tests spawn the bundle: build it once for the whole run.
    globalSetup: ['test/buildOnce.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'test/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // The bin against the Auth and Functions emulators and the database (functions/lib built).
        test: {
          name: 'remote',
          include: ['test/remote/**/*.test.ts'],
          globalSetup: ['test/remote/global-setup.ts'],
          // A test runs the CLI a dozen times against the emulators: a minute and more beside the
          // other lanes of npm test.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
