import { get, goOffline, goOnline, onValue, ref, runTransaction, set } from 'firebase/database';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OPEN_RULES, closeClients, eventually, resetDatabase, webClient } from './support.js';

beforeEach(() => resetDatabase(OPEN_RULES));
afterEach(() => closeClients());

it('10 clients running 100 transactions each end the counter at exactly 1000', { timeout: 120_000 }, async () => {
  const clients = Array.from({ length: 10 }, () => webClient());
  // All at once: each SDK queues its client's transactions and sends them together, retrying
  // on a stale hash, which is how contention is meant to resolve (one at a time per client
  // would let an unlucky client exhaust the SDK's 25 retries on a busy location).
  const results = await Promise.all(
    clients.flatMap(({ db }) =>
      Array.from({ length: 100 }, () => runTransaction(ref(db, 'counter'), (current: number | null) => (current ?? 0) + 1)),
    ),
  );
  expect(results.every((result) => result.committed)).toBe(true);
  expect((await get(ref(clients[0]!.db, 'counter'))).val()).toBe(1000);
});

it('commits at the first attempt when the client already holds the current value', async () => {
  const { db } = webClient();
  const value = { n: 1.5, s: 'ñandú 😀', b: false, nested: { deep: [1, 2, 3], neg: -0.1 } };
  await set(ref(db, 'doc'), value);
  let seen = false;
  onValue(ref(db, 'doc'), () => (seen = true));
  await eventually(() => seen);
  let calls = 0;
  const result = await runTransaction(ref(db, 'doc'), (current: typeof value | null) => {
    calls += 1;
    return current && { ...current, n: current.n + 1 };
  });
  expect(result.committed).toBe(true);
  expect(calls).toBe(1);
  expect(result.snapshot.val()).toEqual({ ...value, n: 2.5 });
});

it('reruns on fresh data when another client wrote after the value it started from', async () => {
  const a = webClient();
  const b = webClient();
  await set(ref(b.db, 'value'), 1);
  const seen: unknown[] = [];
  onValue(ref(a.db, 'value'), (snapshot) => seen.push(snapshot.val()));
  await eventually(() => seen.includes(1));
  goOffline(a.db);
  let calls = 0;
  const pending = runTransaction(ref(a.db, 'value'), (current: number | null) => {
    calls += 1;
    return (current ?? 0) * 2;
  });
  await set(ref(b.db, 'value'), 10);
  goOnline(a.db);
  const result = await pending;
  expect(result.committed).toBe(true);
  expect(result.snapshot.val()).toBe(20);
  expect(calls).toBeGreaterThan(1);
  expect((await get(ref(b.db, 'value'))).val()).toBe(20);
});
