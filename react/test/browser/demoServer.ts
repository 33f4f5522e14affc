import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';

const config = fileURLToPath(new URL('../../demo/vite.config.ts', import.meta.url));

/** The demo built as a site would be (from the package's dist/), served on a free port. */
export async function serveDemo(): Promise<{ url: string; close: () => Promise<void> }> {
  await build({ configFile: config, logLevel: 'warn' });
  const server: PreviewServer = await preview({ configFile: config, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
  return { url: server.resolvedUrls!.local[0]!, close: () => server.close() };
}
