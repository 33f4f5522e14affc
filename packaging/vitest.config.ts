import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The workspace as it is, nothing packed: how its packages may depend on each other, and
        // the README checker. A minute a test: ESLint loads its config, blocks run in a new Node.
        test: { name: 'workspace', include: ['test/workspace/**/*.test.ts', 'src/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // The publishable packages as installed: packed and installed once, for all these files.
        test: {
          name: 'tarballs',
          include: ['test/*.test.ts'],
          globalSetup: ['test/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
