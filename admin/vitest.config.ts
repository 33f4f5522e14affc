import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// The browser suite runs in two parts side by side (`VEGEO_BROWSER_PART=1|2`), each with its own
// emulators and browser: most of its time is spent waiting on them, not computing. Part 1 is the
// files named here (about half the suite's time), part 2 every other file, so a new file always runs.
const BROWSER_PART_ONE = ['test/browser/accounts.test.ts', 'test/browser/audit.test.ts', 'test/browser/lists.test.ts'];
const browserPart = process.env.VEGEO_BROWSER_PART;

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
          testTimeout: 60_000,
        },
      },
      {
        // The built app (dist-emulators) in Chromium against the Auth and Functions emulators and the database.
        test: {
          name: 'browser',
          include: browserPart === '1' ? BROWSER_PART_ONE : ['test/browser/**/*.test.ts'],
          exclude: browserPart === '2' ? [...configDefaults.exclude, ...BROWSER_PART_ONE] : configDefaults.exclude,
          globalSetup: ['test/browser/global-setup.ts'],
          // A shared machine under load: a list paints in seconds (not in expect.poll's default
          // second; the audit list after a save, behind every lane of `npm test`, took over 10 s),
          // a test's sign-ins and calls take minutes.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
