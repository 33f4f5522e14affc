import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/globalSetup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // firebase-tools takes ~15 s to start; it starts once per run, before any test.
    // Test files share that one set of emulators and reset it, so they run one at a time.
    fileParallelism: false,
    hookTimeout: 30_000,
    testTimeout: 30_000,
  },
});
