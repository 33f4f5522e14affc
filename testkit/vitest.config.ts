import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';

// firebase-tools takes ~15 s to start; it starts once per run (the root's global setup), before
// any test, and serves both projects. Test files share that one set of emulators and reset it,
// so they run one at a time.
const timeouts = { hookTimeout: 30_000, testTimeout: 30_000, fileParallelism: false };

export default defineConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts'],
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/browser/**'],
          // Both projects reset the same namespace: one runs after the other, never beside it.
          sequence: { groupOrder: 0 },
          provide: { transport: 'websocket' },
          ...timeouts,
        },
      },
      {
        // The same conformance suite, the web SDK in Chromium forced onto long polling.
        test: {
          name: 'long-polling',
          sequence: { groupOrder: 1 },
          include: ['test/conformance/**/*.test.ts', 'test/browser/**/*.test.ts'],
          // firebase-admin runs only in Node.js, and a page cannot send the malformed requests of rest.test.ts.
          exclude: ['test/conformance/adminSdk.test.ts', 'test/conformance/rest.test.ts'],
          provide: { transport: 'long-polling' },
          ...timeouts,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
