import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/_test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The built app (dist-emulators) in Chromium against the Auth and Functions emulators and the database.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          // A shared machine under load: a list paints in seconds (not in expect.poll's default
          // second), a test's sign-ins and calls take minutes.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
