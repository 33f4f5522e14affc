import { deleteApp, initializeApp } from 'firebase/app';
import { type DataSnapshot, connectDatabaseEmulator, get, getDatabase, ref, set, setWithPriority } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareNames, doubleToHex, hashNode } from './hash.js';
import type { DataNode } from './node.js';
import { type DatabaseServer, startDatabaseServer } from './server.js';

/** The SDK's own hash of a snapshot's node (internal, but it is what transactions send). */
function sdkHash(snapshot: DataSnapshot): string {
  return (snapshot as unknown as { _node: { hash(): string } })._node.hash();
}

describe('hashNode', () => {
  let server: DatabaseServer;
  let app: ReturnType<typeof initializeApp>;

  beforeAll(async () => {
    server = await startDatabaseServer({ port: 0, rules: { rules: { '.read': true, '.write': true } } });
    app = initializeApp({ projectId: 'demo-hash', databaseURL: `http://127.0.0.1:${server.port}?ns=hash` }, 'hash-test');
    connectDatabaseEmulator(getDatabase(app), '127.0.0.1', server.port);
  });

  afterAll(async () => {
    await deleteApp(app);
    await server.stop();
  });

  const values: Array<[string, unknown]> = [
    ['integer', 42],
    ['negative fraction', -0.1],
    ['tiny and huge numbers', { a: 5e-324, b: 1.7976931348623157e308, c: 2 ** 53, d: 0.1 + 0.2 }],
    ['powers of two', { a: 1024, b: 0.125, c: 2 ** -1022 }],
    ['string with unicode', 'ñandú 😀 "quoted" \\ slash'],
    ['booleans', { t: true, f: false }],
    ['mixed keys in SDK order', { b: 1, a: 2, '10': 3, '9': 4, '-1': 5, '007': 6, '2147483648': 7 }],
    ['nested branches', { x: { y: { z: 'deep' } }, arr: [1, 'two', { three: 3 }] }],
  ];

  it.each(values)('matches the SDK for %s', async (_name, value) => {
    const db = getDatabase(app);
    await set(ref(db, 'h'), value);
    const snapshot = await get(ref(db, 'h'));
    const stored = (await (await fetch(`http://127.0.0.1:${server.port}/h.json?ns=hash&format=export`)).json()) as DataNode;
    expect(hashNode(stored)).toBe(sdkHash(snapshot));
  });

  it('matches the SDK with priorities', async () => {
    const db = getDatabase(app);
    await set(ref(db, 'p'), null);
    await setWithPriority(ref(db, 'p/a'), 'leaf', 3);
    await setWithPriority(ref(db, 'p/b'), { inner: 1 }, 'str');
    await setWithPriority(ref(db, 'p/c'), 0.5, 1.5);
    await set(ref(db, 'p/d'), 'none');
    const snapshot = await get(ref(db, 'p'));
    const stored = (await (await fetch(`http://127.0.0.1:${server.port}/p.json?ns=hash&format=export`)).json()) as DataNode;
    expect(hashNode(stored)).toBe(sdkHash(snapshot));
  });

  it('hashes the empty node to the empty string', () => {
    expect(hashNode(null)).toBe('');
  });
});

describe('doubleToHex', () => {
  it.each([0, 1, -1, 0.1, 1e-310, 123456789.123, 2 ** 60])('gives the IEEE-754 bits of %d', (value) => {
    const buffer = Buffer.alloc(8);
    buffer.writeDoubleBE(value);
    expect(doubleToHex(value)).toBe(buffer.toString('hex'));
  });

  it('keeps the sign of zero', () => {
    expect(doubleToHex(-0)).toBe('8000000000000000');
  });
});

describe('compareNames', () => {
  it('orders 32-bit integer names numerically before other names', () => {
    const names = ['b', '10', 'a', '9', '-1', '2147483648', '007', '7'];
    expect(names.sort(compareNames)).toEqual(['-1', '7', '007', '9', '10', '2147483648', 'a', 'b']);
  });
});
