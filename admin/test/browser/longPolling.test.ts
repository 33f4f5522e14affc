import { createServer, request as forward, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, closeAll, open, openList, rows, shot, signedIn, useBrowser } from './support.js';

/**
 * A proxy as some corporate networks have: plain HTTP passes, WebSockets do not (the CONNECT
 * tunnel or the Upgrade a ws:// connection needs is refused with 403). It counts what it saw.
 */
function refusingProxy() {
  const seen = { longPolls: 0, refusedSockets: 0 };
  const server: Server = createServer((req, res) => {
    const target = new URL(req.url ?? '/');
    if (target.pathname === '/.lp') seen.longPolls += 1;
    const upstream = forward(target, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    // A request the page gives up (a poll it replaced, its disconnect frame) ends upstream too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  const refuse = (_req: unknown, socket: Socket) => {
    seen.refusedSockets += 1;
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  };
  server.on('connect', refuse);
  server.on('upgrade', refuse);
  return { server, seen };
}

const session = useBrowser();
const proxy = refusingProxy();
let proxied: Browser;

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.server.address() as { port: number };
  proxied = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // Loopback addresses go through the proxy too (Chromium bypasses them by default).
    args: [...CHROMIUM_ARGS, `--proxy-server=http://127.0.0.1:${port}`, '--proxy-bypass-list=<-loopback>'],
  });
});
afterAll(async () => {
  await proxied?.close();
  proxy.server.closeAllConnections();
  await new Promise((resolve) => proxy.server.close(resolve));
});

describe('behind a proxy that refuses WebSockets', () => {
  // Two sign-ins and two saves, each save a call the Functions emulator may start a worker for:
  // 91 s in all on a loaded two-core machine (33 s to sign in, 22 s and 32 s to save), the change
  // itself seen 0.1 s after the other save.
  it('signs in, lists, edits, and sees another person’s change live, by long polling', { timeout: 240_000 }, async () => {
    const { context, page } = await signedIn(proxied, session.users.editor);
    try {
      await openList(page, 'municipios', { estadoId: '13' });
      await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // The SDK tried its WebSocket, was refused, and reads and listens over long polls.
      expect(proxy.seen.refusedSockets).toBeGreaterThan(0);
      expect(proxy.seen.longPolls).toBeGreaterThan(0);
      expect(await page.locator('iframe[src*="/.lp?"][src*="dframe=t"]').count()).toBe(1);

      await open(page, '/municipios/1312');
      const name = page.getByLabel('Nombre *');
      await expect.poll(() => name.inputValue(), { timeout: 30_000 }).toBe('Libertador');
      await name.fill('Libertador de Mérida');
      await page.getByLabel(/Nota del cambio/).fill('Por sondeo largo');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.waitForURL(/#\/municipios\/1312\/show$/, { timeout: 60_000 });
      await page.getByText('Libertador de Mérida').first().waitFor();

      // Another editor, on an ordinary network, renames it again: the page behind the proxy sees it.
      const other = await session.as('editor2');
      await open(other, '/municipios/1312');
      const otherName = other.getByLabel('Nombre *');
      await expect.poll(() => otherName.inputValue(), { timeout: 30_000 }).toBe('Libertador de Mérida');
      await otherName.fill('Libertador de los Andes');
      await other.getByLabel(/Nota del cambio/).fill('Desde otra red');
      await other.getByRole('button', { name: 'Guardar' }).click();
      await other.waitForURL(/#\/municipios\/1312\/show$/, { timeout: 60_000 });
      await page.getByText('Libertador de los Andes').first().waitFor({ timeout: 30_000 });
      await shot(page, 'long-polling-live-change');
      // Still by long polling: the same one connection, and every socket refused.
      expect(proxy.seen.longPolls).toBeGreaterThan(3);
      expect(await page.locator('iframe[src*="/.lp?"][src*="dframe=t"]').count()).toBe(1);
    } finally {
      await closeAll(context);
    }
  });
});
