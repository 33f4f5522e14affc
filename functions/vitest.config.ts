import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // `npm test` runs the other packages' suites beside these on the same cores.
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'test/rules/**/*.test.ts', 'test/store/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
