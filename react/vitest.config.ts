import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The hook and the components in jsdom, with Testing Library.
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/_test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The demo page in Debian's Chromium, and the packed package in a Vite app outside the workspace.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts', 'test/pack/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
