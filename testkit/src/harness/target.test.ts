import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { requestJson } from './target.js';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose first `dropped` requests lose their socket before any answer. */
async function serverDropping(dropped: number): Promise<{ url: string; seen: () => number }> {
  let seen = 0;
  const server = createServer((request, response) => {
    seen += 1;
    if (seen <= dropped) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ nombre: 'Mérida' }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/geo.json`, seen: () => seen };
}

describe('requestJson', () => {
  it('sends again once when the server closed the socket without answering', async () => {
    const server = await serverDropping(1);
    await expect(requestJson(server.url)).resolves.toEqual({ nombre: 'Mérida' });
    expect(server.seen()).toBe(2);
  });

  it('gives up after the second closed socket', async () => {
    const server = await serverDropping(2);
    await expect(requestJson(server.url)).rejects.toThrow(/fetch failed/);
    expect(server.seen()).toBe(2);
  });
});
