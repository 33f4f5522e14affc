import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hashNode } from './hash.js';
import { type DatabaseServer, startDatabaseServer } from './server.js';

const OPEN = { rules: { '.read': true, '.write': true } };

/** A bare protocol client: sends requests, collects every message the server sends. */
class RawClient {
  readonly messages: Array<{ t: string; d: Record<string, unknown> }> = [];
  private nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.messages.push(JSON.parse(data.toString())));
  }

  static async connect(port: number, ns = 'test'): Promise<RawClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=${ns}`);
    const client = new RawClient(socket);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await client.waitFor((m) => m.t === 'c');
    return client;
  }

  async request(action: string, body: Record<string, unknown>, timeoutMs?: number): Promise<{ s: string; d: unknown }> {
    const r = this.nextId++;
    this.socket.send(JSON.stringify({ t: 'd', d: { r, a: action, b: body } }));
    const reply = await this.waitFor((m) => m.t === 'd' && m.d.r === r, timeoutMs);
    return reply.d.b as { s: string; d: unknown };
  }

  async waitFor(match: (m: { t: string; d: Record<string, unknown> }) => boolean, timeoutMs = 3000): Promise<{ t: string; d: Record<string, unknown> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error('no such message: ' + JSON.stringify(this.messages));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  pushes(): Array<Record<string, unknown>> {
    return this.messages.filter((m) => m.t === 'd' && 'a' in m.d).map((m) => m.d);
  }
}

let server: DatabaseServer;
const clients: RawClient[] = [];
const connect = async (ns?: string) => {
  const client = await RawClient.connect(server.port, ns);
  clients.push(client);
  return client;
};
const restGet = async (path: string, ns = 'test') => (await fetch(`http://127.0.0.1:${server.port}/${path}.json?ns=${ns}`)).json();

beforeEach(async () => {
  server = await startDatabaseServer({ port: 0, rules: OPEN });
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await server.stop();
});

describe('connection', () => {
  it('greets with the protocol handshake and answers pings', async () => {
    const client = await connect();
    const hello = client.messages[0]!.d as { t: string; d: { v: string; s: string; ts: number; h: string } };
    expect(hello.t).toBe('h');
    expect(hello.d.v).toBe('5');
    expect(typeof hello.d.s).toBe('string');
    expect(Math.abs(hello.d.ts - Date.now())).toBeLessThan(5000);
    client.socket.send('0');
    client.socket.send(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    await client.waitFor((m) => m.t === 'c' && m.d.t === 'o');
  });

  it('reassembles requests split over several frames', async () => {
    const client = await connect();
    const text = JSON.stringify({ t: 'd', d: { r: 99, a: 'p', b: { p: '/split', d: 'x'.repeat(40_000) } } });
    const parts = text.match(/[\s\S]{1,16384}/g)!;
    client.socket.send(String(parts.length));
    for (const part of parts) client.socket.send(part);
    await client.waitFor((m) => m.t === 'd' && m.d.r === 99);
    expect(await restGet('split')).toHaveLength(40_000);
  });

  it('keeps namespaces apart', async () => {
    const a = await connect('one');
    await a.request('p', { p: '/x', d: 1 });
    expect(await restGet('x', 'one')).toBe(1);
    expect(await restGet('x', 'two')).toBeNull();
  });
});

describe('bad input', () => {
  it('answers malformed frames with an error and stays up', async () => {
    const client = await connect();
    client.socket.send('{not json');
    client.socket.send(JSON.stringify({ t: 'x', d: {} }));
    client.socket.send(JSON.stringify([1, 2]));
    await client.waitFor((m) => m.t === 'c' && m.d.t === 'e');
    expect((await client.request('p', { p: '/ok', d: true })).s).toBe('ok');
  });

  it.each([
    ['a key with a dot', { p: '/a', d: { 'b.c': 1 } }],
    ['a key with a control character', { p: '/a', d: { 'b\u0001': 1 } }],
    ['a key over 768 bytes', { p: '/a', d: { ['k'.repeat(769)]: 1 } }],
    ['a path with #', { p: '/a#b', d: 1 }],
    ['a path deeper than 32', { p: '/' + Array(33).fill('k').join('/'), d: 1 }],
    ['an unknown server value', { p: '/a', d: { '.sv': 'nope' } }],
    ['a put without a path', { d: 1 }],
    ['a put without data', { p: '/a' }],
  ])('refuses %s with invalid_data and writes nothing', async (_name, body) => {
    const client = await connect();
    await client.request('p', { p: '/keep', d: 1 });
    const reply = await client.request('p', body);
    expect(reply.s).toBe('invalid_data');
    expect(typeof reply.d).toBe('string');
    expect(await restGet('', 'test')).toEqual({ keep: 1 });
  });

  it('refuses writes over 16 MB', async () => {
    const client = await connect();
    // 16 MB to serialise, send and parse: seconds on a loaded machine.
    const reply = await client.request('p', { p: '/big', d: 'x'.repeat(16 * 1024 * 1024 + 10) }, 30_000);
    expect(reply.s).toBe('write_too_big');
    expect(await restGet('big')).toBeNull();
  });

  it('survives a stream of random requests', async () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const values = [null, 0, -1.5, 'x', true, [], {}, { '.sv': 'timestamp' }, { '.sv': { increment: 'x' } }, { a: { b: 1 } }, { 'bad.key': 1 }, { '.value': {} }];
    const client = await connect();
    for (let r = 1; r <= 300; r++) {
      const body = { p: pick(['/', '/a', '/a/b', '', 5, null, '/a#', '/.priority']), d: pick(values), q: pick([undefined, {}, { i: 5 }, { l: 'x' }]), t: pick([undefined, 1, 'x']), h: pick([undefined, '', 'zz', 3]), cred: pick(['owner', 'x', 1]) };
      client.socket.send(JSON.stringify({ t: 'd', d: { r, a: pick(['p', 'm', 'q', 'n', 'g', 'o', 'om', 'oc', 'auth', 'gauth', 'unauth', 's', '??']), b: body } }));
    }
    await client.waitFor((m) => m.t === 'd' && m.d.r === 300);
    const fresh = await connect();
    expect((await fresh.request('p', { p: '/after-fuzz', d: 1 })).s).toBe('ok');
  });

  it('answers unknown actions without dropping the connection', async () => {
    const client = await connect();
    expect((await client.request('zz', {})).s).not.toBe('ok');
    expect((await client.request('p', { p: '/still', d: 'here' })).s).toBe('ok');
  });

  it('refuses bad tokens with invalid_token', async () => {
    const client = await connect();
    expect(await client.request('auth', { cred: 'x.y.z' })).toEqual({ s: 'invalid_token', d: 'Could not parse auth token.' });
  });

  it('revokes an expired signed token with ac, as the real server does', async () => {
    const client = await connect();
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', iat: exp - 60, exp })}.c2ln`;
    expect((await client.request('auth', { cred: token })).s).toBe('ok');
    const revoked = await client.waitFor((m) => m.t === 'd' && m.d.a === 'ac');
    expect(revoked.d.b).toEqual({ s: 'expired_token', d: 'Auth token is expired.' });
  });

  it('survives a client vanishing halfway through a split message', async () => {
    const client = await connect();
    client.socket.send('3');
    client.socket.send('{"t":"d","d":{"r":1,"a":"p","b":{"p":"/half","d":');
    client.socket.terminate();
    const other = await connect();
    expect((await other.request('p', { p: '/after', d: 1 })).s).toBe('ok');
    expect(await restGet('half')).toBeNull();
  });
});

describe('transactions', () => {
  it('compare-and-set by hash: datastale when the data moved on', async () => {
    const client = await connect();
    await client.request('p', { p: '/n', d: 1 });
    expect(await client.request('p', { p: '/n', d: 2, h: hashNode(0) })).toEqual({ s: 'datastale', d: 'Transaction hash does not match' });
    expect((await client.request('p', { p: '/n', d: 2, h: hashNode(1) })).s).toBe('ok');
    expect(await restGet('n')).toBe(2);
  });

  it('keeps data consistent when a client vanishes right after a transaction write', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: '/t', d: 5, h: '' } } }));
    client.socket.terminate();
    const other = await connect();
    await other.request('g', { p: '/t' });
    expect([null, 5]).toContain(await restGet('t'));
  });
});

describe('listens', () => {
  it('sends initial data, then changes at ancestors and descendants, and stops after unlisten', async () => {
    const listener = await connect();
    const writer = await connect();
    await writer.request('p', { p: '/room/a', d: 1 });
    expect((await listener.request('q', { p: '/room', h: '' })).s).toBe('ok');
    expect(listener.pushes()[0]).toEqual({ a: 'd', b: { p: '/room', d: { a: 1 } } });
    await writer.request('p', { p: '/room/b', d: 2 });
    await writer.request('m', { p: '/room', d: { c: 3, a: null } });
    await writer.request('p', { p: '/', d: { room: 'flat' } });
    await listener.waitFor((m) => (m.d.b as { d?: unknown } | undefined)?.d === 'flat');
    expect(listener.pushes().slice(1)).toEqual([
      { a: 'd', b: { p: '/room/b', d: 2 } },
      { a: 'm', b: { p: '/room', d: { c: 3, a: null } } },
      { a: 'd', b: { p: '/room', d: 'flat' } },
    ]);
    await listener.request('n', { p: '/room' });
    await writer.request('p', { p: '/room', d: 'again' });
    await writer.request('g', { p: '/room' });
    expect(listener.pushes()).toHaveLength(4);
  });

  it('tags query pushes and sends only the selected children', async () => {
    const client = await connect();
    await client.request('p', { p: '/s', d: { a: 3, b: 1, c: 2 } });
    await client.request('q', { p: '/s', q: { i: '.value', l: 1, vf: 'l' }, t: 7, h: '' });
    expect(client.pushes()[0]).toEqual({ a: 'd', b: { p: '/s', d: { b: 1 }, t: 7 } });
  });

  it('refuses malformed queries instead of failing later writes', async () => {
    const client = await connect();
    expect((await client.request('q', { p: '/s', q: { i: 'a.b' }, t: 1, h: '' })).s).toBe('invalid_data');
    expect((await client.request('q', { p: '/s', q: { l: -1 }, t: 2, h: '' })).s).toBe('invalid_data');
    expect((await client.request('g', { p: '/s', q: 'nope' })).s).toBe('invalid_data');
    expect((await client.request('p', { p: '/s/x', d: 1 })).s).toBe('ok');
  });

  it('revokes listens the new rules refuse', async () => {
    const client = await connect();
    await client.request('q', { p: '/secret', h: '' });
    const put = await fetch(`http://127.0.0.1:${server.port}/.settings/rules.json?ns=test`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: '{ "rules": { ".read": false } } // comments allowed',
    });
    expect(put.status).toBe(200);
    await client.waitFor((m) => m.t === 'd' && m.d.a === 'c');
  });
});

describe('REST', () => {
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    fetch(`http://127.0.0.1:${server.port}/${path}${path.includes('?') ? '&' : '?'}ns=test`, {
      method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

  it('supports PUT, PATCH, POST, GET with queries, DELETE', async () => {
    expect(await (await call('PUT', 'r.json', { a: 1 })).json()).toEqual({ a: 1 });
    expect(await (await call('PATCH', 'r.json', { b: 2 })).json()).toEqual({ b: 2 });
    const { name } = (await (await call('POST', 'r/list.json', '"x"')).json()) as { name: string };
    expect(name).toHaveLength(20);
    expect(await restGet('r')).toEqual({ a: 1, b: 2, list: { [name]: 'x' } });
    expect(await (await call('GET', 'r.json?shallow=true')).json()).toEqual({ a: 1, b: 2, list: true });
    expect(await (await call('GET', 'r.json?orderBy="$key"&limitToFirst=1')).json()).toEqual({ a: 1 });
    expect(await (await call('DELETE', 'r.json')).json()).toBeNull();
    expect(await restGet('r')).toBeNull();
  });

  it('answers a query ordered by a child or by value that the rules do not index with 400, as production does', async () => {
    await call('PUT', 'items.json', { a: { name: 'b', n: 2 }, b: { name: 'a', n: 1 } }, 'owner');
    const get = async (query: string) => {
      const response = await call('GET', `items.json?${query}`, undefined, 'owner');
      return { status: response.status, body: await response.json() };
    };
    expect(await get('orderBy="n"&limitToFirst=1')).toEqual({ status: 400, body: { error: 'Index not defined, add ".indexOn": "n", for path "/items", to the rules' } });
    expect(await get('orderBy="$value"')).toEqual({ status: 400, body: { error: 'Index not defined, add ".indexOn": ".value", for path "/items", to the rules' } });
    // By key and by priority need no index.
    expect(await get('orderBy="$key"&limitToFirst=1')).toEqual({ status: 200, body: { a: { name: 'b', n: 2 } } });
    expect((await get('orderBy="$priority"')).status).toBe(200);
    const rules = { rules: { '.read': true, '.write': true, items: { '.indexOn': ['name'], $id: { '.indexOn': 'x' } } } };
    expect((await call('PUT', '.settings/rules.json', rules, 'owner')).status).toBe(200);
    expect(await get('orderBy="name"&limitToFirst=1')).toEqual({ status: 200, body: { b: { name: 'a', n: 1 } } });
    expect((await get('orderBy="n"')).status).toBe(400);
    expect((await call('GET', 'items/a.json?orderBy="x"', undefined, 'owner')).status).toBe(200);
  });

  it('reports errors as the real server does', async () => {
    expect((await call('PUT', 'r.json', '{bad')).status).toBe(400);
    expect((await call('PUT', 'a.b.json', 1)).status).toBe(400);
    expect((await call('PUT', '.settings/rules.json', '{"rules": {}}')).status).toBe(401);
    expect((await call('PUT', '.settings/rules.json', '{"rules": {".read": "nonsense ==="}}', 'owner')).status).toBe(400);
    expect((await call('GET', 'r.json', undefined, 'garbage')).status).toBe(401);
    expect((await call('GET', 'r.json?auth=garbage')).status).toBe(401);
  });

  it('notifies WebSocket listeners of REST writes', async () => {
    const client = await connect();
    await client.request('q', { p: '/live', h: '' });
    await call('PUT', 'live.json', '"via rest"');
    await client.waitFor((m) => (m.d.b as { d?: unknown } | undefined)?.d === 'via rest');
  });
});

describe('lifecycle', () => {
  it('names the port when it is taken', async () => {
    await expect(startDatabaseServer({ port: server.port })).rejects.toThrow(new RegExp(`EADDRINUSE.*${server.port}`));
  });

  it('imports at start and exports at stop without running onDisconnect', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rtdb-'));
    const importFile = join(dir, 'in.json');
    const exportFile = join(dir, 'out.json');
    await writeFile(importFile, JSON.stringify({ test: { seeded: { a: 1 } } }));
    const own = await startDatabaseServer({ port: 0, rules: OPEN, importFile, exportFile });
    const client = await RawClient.connect(own.port);
    expect((await client.request('g', { p: '/seeded' })).d).toEqual({ a: 1 });
    await client.request('o', { p: '/gone', d: true });
    await own.stop();
    expect(JSON.parse(await readFile(exportFile, 'utf8'))).toEqual({ test: { seeded: { a: 1 } } });
  });
});
