import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './support.js';

const config = fileURLToPath(new URL('../../demo/vite.config.ts', import.meta.url));

/** The demo built as a site would be (from the package's dist/), served on a free port. */
export async function serveDemo(): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: config, logLevel: 'warn' });
  const server: PreviewServer = await preview({ configFile: config, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
  return { url: server.resolvedUrls!.local[0]!, close: () => server.close() };
}

/** For a test file: the demo served and Chromium launched before its tests, both closed after. */
export function useDemo(): { readonly url: string; readonly browser: Browser } {
  let demo: Awaited<ReturnType<typeof serveDemo>> | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    demo = await serveDemo();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.close();
  });
  return { get url() { return demo!.url; }, get browser() { return browser!; } };
}
