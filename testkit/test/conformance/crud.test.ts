import { get, onValue, push, ref, remove, set, update } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_RULES, TRANSPORT, closeClients, disconnectFrames, eventually, resetDatabase, rest, webClient } from './support.js';

beforeEach(() => resetDatabase(OPEN_RULES));
afterEach(() => closeClients());

describe('web SDK', () => {
  it(`reaches the database ${TRANSPORT === 'long-polling' ? 'by long polling' : 'over a WebSocket'}`, async () => {
    const { db } = webClient();
    await set(ref(db, 'transport'), TRANSPORT);
    expect((await rest('GET', 'transport.json')).body).toBe(TRANSPORT);
    expect(disconnectFrames()).toBe(TRANSPORT === 'long-polling' ? 1 : 0);
  });

  it('sets, reads, updates and removes', async () => {
    const { db } = webClient();
    await set(ref(db, 'things/a'), { name: 'uno', n: 1 });
    expect((await get(ref(db, 'things/a'))).val()).toEqual({ name: 'uno', n: 1 });
    await update(ref(db, 'things/a'), { n: 2, extra: true });
    expect((await get(ref(db, 'things/a'))).val()).toEqual({ name: 'uno', n: 2, extra: true });
    await remove(ref(db, 'things/a/name'));
    expect((await get(ref(db, 'things/a'))).val()).toEqual({ n: 2, extra: true });
    await remove(ref(db, 'things'));
    expect((await get(ref(db, 'things'))).exists()).toBe(false);
  });

  it('pushes children under generated, ordered keys', async () => {
    const { db } = webClient();
    const first = await push(ref(db, 'list'), 'a');
    const second = await push(ref(db, 'list'), 'b');
    expect(first.key! < second.key!).toBe(true);
    expect((await get(ref(db, 'list'))).val()).toEqual({ [first.key!]: 'a', [second.key!]: 'b' });
  });

  it('writes atomically to several paths', async () => {
    const { db } = webClient();
    await update(ref(db), { 'a/x': 1, 'b/y/z': 'deep', 'c': null });
    expect((await rest('GET', '.json')).body).toEqual({ a: { x: 1 }, b: { y: { z: 'deep' } } });
  });

  it('stores arrays as integer-keyed children', async () => {
    const { db } = webClient();
    await set(ref(db, 'arr'), ['a', 'b', 'c']);
    expect((await get(ref(db, 'arr'))).val()).toEqual(['a', 'b', 'c']);
    expect((await rest('GET', 'arr/1.json')).body).toBe('b');
  });

  it('reports .info/connected', async () => {
    const { db } = webClient();
    const states: boolean[] = [];
    onValue(ref(db, '.info/connected'), (snapshot) => states.push(snapshot.val() as boolean));
    await eventually(() => states.includes(true));
  });
});

describe('listeners', () => {
  it('see every change made by another client, at ancestor and descendant paths', async () => {
    const writer = webClient();
    const reader = webClient();
    const atRoot: unknown[] = [];
    const atLeaf: unknown[] = [];
    onValue(ref(reader.db, 'room'), (snapshot) => atRoot.push(snapshot.val()));
    onValue(ref(reader.db, 'room/topic'), (snapshot) => atLeaf.push(snapshot.val()));
    await eventually(() => atRoot.length === 1 && atLeaf.length === 1);
    await set(ref(writer.db, 'room/topic'), 'hola');
    await update(ref(writer.db, 'room'), { count: 3 });
    await set(ref(writer.db, 'room'), { topic: 'adiós' });
    await eventually(() => atLeaf.at(-1) === 'adiós' && (atRoot.at(-1) as { topic?: string } | null)?.topic === 'adiós');
    expect(atRoot).toEqual([null, { topic: 'hola' }, { topic: 'hola', count: 3 }, { topic: 'adiós' }]);
    expect(atLeaf).toEqual([null, 'hola', 'adiós']);
  });

  it("include the listener's own writes and REST writes", async () => {
    const { db } = webClient();
    const values: unknown[] = [];
    onValue(ref(db, 'counter'), (snapshot) => values.push(snapshot.val()));
    await eventually(() => values.length === 1);
    await set(ref(db, 'counter'), 1);
    await rest('PUT', 'counter.json', 2);
    await eventually(() => values.at(-1) === 2);
    expect(values).toEqual([null, 1, 2]);
  });
});
