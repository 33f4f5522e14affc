import { deleteApp } from 'firebase/app';
import {
  type DataSnapshot,
  type QueryConstraint,
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAfter,
  startAt,
} from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_RULES, closeClients, eventually, resetDatabase, seed, webClient } from './support.js';

const DINOS = {
  lambeosaurus: { height: 2.1, length: 12.5, weight: 5000 },
  stegosaurus: { height: 4, length: 9, weight: 2500 },
  bruhathkayosaurus: { height: 25, length: 44, weight: 135000 },
  linhenykus: { height: 0.6, length: 1, weight: 3 },
  pterodactyl: { height: 1.5, length: 2, weight: 1 },
  triceratops: { height: 3, length: 8, weight: 11000 },
  nodata: { name: 'sin medidas' },
};
const SCORES = { a: 10, b: 5, c: 20, d: 5, e: 'str', f: true, g: { nested: 1 } };

/** Children keys in the order the SDK yields them. */
function keys(snapshot: DataSnapshot): string[] {
  const out: string[] = [];
  snapshot.forEach((child) => {
    out.push(child.key!);
  });
  return out;
}

let client: ReturnType<typeof webClient>;
beforeAll(async () => {
  await resetDatabase(OPEN_RULES);
  await seed('dinos', DINOS);
  await seed('scores', SCORES);
  client = webClient();
});
afterAll(() => closeClients());

const cases: Array<[string, string, QueryConstraint[], string[]]> = [
  ['orderByChild + limitToFirst (missing child first)', 'dinos', [orderByChild('height'), limitToFirst(3)], ['nodata', 'linhenykus', 'pterodactyl']],
  ['orderByChild + startAt', 'dinos', [orderByChild('height'), startAt(3)], ['triceratops', 'stegosaurus', 'bruhathkayosaurus']],
  ['orderByChild + endAt + limitToLast', 'dinos', [orderByChild('height'), endAt(2.1), limitToLast(2)], ['pterodactyl', 'lambeosaurus']],
  ['orderByChild + equalTo', 'dinos', [orderByChild('height'), equalTo(4)], ['stegosaurus']],
  ['orderByChild + startAfter', 'dinos', [orderByChild('weight'), startAfter(2500)], ['lambeosaurus', 'triceratops', 'bruhathkayosaurus']],
  ['orderByChild + endBefore', 'dinos', [orderByChild('weight'), startAt(1), endBefore(5000)], ['pterodactyl', 'linhenykus', 'stegosaurus']],
  ['orderByKey + startAt + endAt', 'dinos', [orderByKey(), startAt('l'), endAt('q')], ['lambeosaurus', 'linhenykus', 'nodata', 'pterodactyl']],
  ['orderByKey + limitToLast', 'dinos', [orderByKey(), limitToLast(2)], ['stegosaurus', 'triceratops']],
  ['orderByKey + equalTo', 'dinos', [orderByKey(), equalTo('nodata')], ['nodata']],
  ['orderByValue + limitToFirst (booleans before numbers)', 'scores', [orderByValue(), limitToFirst(3)], ['f', 'b', 'd']],
  ['orderByValue + startAt + endAt', 'scores', [orderByValue(), startAt(5), endAt(10)], ['b', 'd', 'a']],
  ['orderByValue + equalTo', 'scores', [orderByValue(), equalTo(5)], ['b', 'd']],
  ['orderByValue + limitToLast (objects last)', 'scores', [orderByValue(), limitToLast(2)], ['e', 'g']],
  ['orderByValue + startAt string', 'scores', [orderByValue(), startAt('a')], ['e', 'g']],
];

describe.each(cases)('%s', (_name, path, constraints, expected) => {
  it('get() returns exactly the selected children, in order', async () => {
    expect(keys(await get(query(ref(client.db, path), ...constraints)))).toEqual(expected);
  });

  it('a listener on another connection gets the same children', async () => {
    const listener = webClient();
    let snapshot: DataSnapshot | undefined;
    const stop = onValue(query(ref(listener.db, path), ...constraints), (value) => (snapshot = value));
    await eventually(() => snapshot !== undefined);
    stop();
    // Closed at once: a browser tab holds only about ten long polls open at a time.
    await deleteApp(listener.app);
    expect(keys(snapshot!)).toEqual(expected);
  });
});

describe('a live limited query', () => {
  it('refills its window when a child leaves it and reorders when one enters', async () => {
    await seed('board', { a: { score: 1 }, b: { score: 2 }, c: { score: 3 }, d: { score: 4 } });
    const watcher = webClient();
    const writer = webClient();
    const windows: string[][] = [];
    onValue(query(ref(watcher.db, 'board'), orderByChild('score'), limitToLast(2)), (snapshot) => windows.push(keys(snapshot)));
    await eventually(() => windows.length > 0);
    expect(windows.at(-1)).toEqual(['c', 'd']);
    await remove(ref(writer.db, 'board/d'));
    await eventually(() => JSON.stringify(windows.at(-1)) === JSON.stringify(['b', 'c']));
    await set(ref(writer.db, 'board/a/score'), 10);
    await eventually(() => JSON.stringify(windows.at(-1)) === JSON.stringify(['c', 'a']));
  });
});
