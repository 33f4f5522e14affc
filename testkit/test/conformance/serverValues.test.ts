import { get, increment, ref, serverTimestamp, set, update } from 'firebase/database';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { OPEN_RULES, closeClients, resetDatabase, webClient } from './support.js';

beforeEach(() => resetDatabase(OPEN_RULES));
afterEach(() => closeClients());

it('resolves timestamps to the server clock', async () => {
  const { db } = webClient();
  const before = Date.now();
  await set(ref(db, 'stamp'), { at: serverTimestamp() });
  const at = (await get(ref(db, 'stamp/at'))).val() as number;
  expect(typeof at).toBe('number');
  expect(at).toBeGreaterThanOrEqual(before - 1000);
  expect(at).toBeLessThanOrEqual(Date.now() + 1000);
});

it('increments atomically, from missing or numeric values', async () => {
  const clients = Array.from({ length: 5 }, () => webClient());
  await Promise.all(clients.flatMap(({ db }) => Array.from({ length: 20 }, () => set(ref(db, 'hits'), increment(1)))));
  expect((await get(ref(clients[0]!.db, 'hits'))).val()).toBe(100);
  await update(ref(clients[0]!.db), { hits: increment(-0.5), fresh: increment(3) });
  expect((await get(ref(clients[0]!.db))).val()).toEqual({ hits: 99.5, fresh: 3 });
});
