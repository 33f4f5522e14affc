import { describe, expect, it } from 'vitest';
import type { DataNode } from './node.js';
import { applyQuery, toRulesQuery } from './query.js';
import { getAt, setAt, updateAt } from './tree.js';

const people: DataNode = {
  ana: { age: 30, '.priority': 2 },
  bea: { age: 20, '.priority': 1 },
  cid: { age: 30 },
  dan: { name: 'no age' },
  eva: { age: '40' },
};

const keysOf = (node: DataNode) => Object.keys(node ?? {}).filter((key) => key !== '.priority');

describe('applyQuery', () => {
  it('orders by child with missing values first, ties by key', () => {
    expect(keysOf(applyQuery(people, { i: 'age', l: 3, vf: 'l' }))).toEqual(['dan', 'bea', 'ana']);
    expect(keysOf(applyQuery(people, { i: 'age', l: 2, vf: 'r' }))).toEqual(['cid', 'eva']);
  });

  it('applies inclusive and exclusive bounds with names', () => {
    expect(keysOf(applyQuery(people, { i: 'age', sp: 30, sin: true, ep: 30, ein: true }))).toEqual(['ana', 'cid']);
    expect(keysOf(applyQuery(people, { i: 'age', sp: 30, sn: 'ana', sin: false }))).toEqual(['cid', 'eva']);
    expect(keysOf(applyQuery(people, { i: 'age', sp: 30, sn: '[MAX_NAME]', sin: false }))).toEqual(['eva']);
  });

  it('orders by key and by priority', () => {
    expect(keysOf(applyQuery(people, { i: '.key', sp: 'b', ep: 'd', sin: true, ein: true }))).toEqual(['bea', 'cid']);
    expect(keysOf(applyQuery(people, { l: 2, vf: 'l' }))).toEqual(['cid', 'dan']);
    expect(keysOf(applyQuery(people, { sp: 1, sin: true, ep: 1, ein: true }))).toEqual(['bea']);
  });

  it('orders by value: booleans, numbers, strings, objects', () => {
    const values: DataNode = { a: 'x', b: 2, c: true, d: { o: 1 }, e: 1 };
    expect(keysOf(applyQuery(values, { i: '.value', l: 5, vf: 'l' }))).toEqual(['c', 'e', 'b', 'a', 'd']);
  });

  it('answers from the node as it is now, after a change copied it', () => {
    const before: DataNode = { a: { n: 1 }, b: { n: 2 } };
    expect(keysOf(applyQuery(before, { i: 'n', l: 1, vf: 'r' }))).toEqual(['b']);
    const after: DataNode = { ...before, c: { n: 3 } };
    expect(keysOf(applyQuery(after, { i: 'n', l: 1, vf: 'r' }))).toEqual(['c']);
    expect(keysOf(applyQuery(before, { i: 'n', l: 1, vf: 'r' }))).toEqual(['b']);
  });

  it('selects what a scan of every child selects, for bounds and limits of all kinds', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const node: Record<string, DataNode> = {};
    const kinds = [() => random(5), () => ['x', 'y', 'z'][random(3)]!, () => random(2) === 0, () => undefined];
    for (let n = 0; n < 300; n++) {
      const value = kinds[random(4)]!();
      node[`k${random(1000)}`] = value === undefined ? { other: 1 } : { v: value };
    }
    const scan = (spec: { sp?: unknown; sn?: string; ep?: unknown; en?: string; l?: number; vf?: 'l' | 'r' }) => {
      const rank = (value: unknown) => (value === undefined ? 0 : typeof value === 'boolean' ? 1 : typeof value === 'number' ? 2 : 3);
      const compare = (a: [string, unknown], b: [string, unknown]) =>
        rank(a[1]) - rank(b[1]) || (a[1] === b[1] || a[1] === undefined ? 0 : (a[1] as number) < (b[1] as number) ? -1 : 1) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
      let rows = Object.entries(node)
        .map(([key, child]) => [key, (child as { v?: unknown }).v] as [string, unknown])
        .sort(compare);
      if (spec.sp !== undefined) rows = rows.filter((row) => compare([spec.sn ?? '', spec.sp], row) <= 0);
      if (spec.ep !== undefined) rows = rows.filter((row) => compare(row, [spec.en ?? '~', spec.ep]) <= 0);
      if (spec.l !== undefined) rows = spec.vf === 'r' ? rows.slice(Math.max(0, rows.length - spec.l)) : rows.slice(0, spec.l);
      return rows.map(([key]) => key);
    };
    for (let n = 0; n < 200; n++) {
      const bound = () => kinds[random(3)]!();
      const spec = {
        ...(random(2) ? { sp: bound(), ...(random(2) ? { sn: `k${random(1000)}` } : {}) } : {}),
        ...(random(2) ? { ep: bound(), ...(random(2) ? { en: `k${random(1000)}` } : {}) } : {}),
        ...(random(2) ? { l: random(20), vf: random(2) ? ('r' as const) : ('l' as const) } : {}),
      };
      expect(keysOf(applyQuery(node as DataNode, { i: 'v', ...spec })), JSON.stringify(spec)).toEqual(scan(spec));
    }
  });

  it('after writes that copied the node (one child, several, a bulk update), orders as a fresh sort does', () => {
    let seed = 11;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const value = () => [random(5), ['x', 'y'][random(2)], random(2) === 0, undefined][random(4)];
    const child = () => {
      const v = value();
      return v === undefined ? { other: 1 } : { v };
    };
    let root: DataNode = { log: Object.fromEntries(Array.from({ length: 200 }, (_, n) => [`k${n}`, child()])) };
    const fresh = () => structuredClone(getAt(root, ['log'])) as DataNode;
    const specs = [{ i: 'v', l: 30, vf: 'r' as const }, { i: '.key', l: 30, vf: 'l' as const }, { i: 'v', sp: 2, ep: 'x' }];
    for (let round = 0; round < 40; round++) {
      // Queried at some rounds only: the changes of the others pile up on the order last computed.
      if (round % 3 === 0) for (const spec of specs) expect(keysOf(applyQuery(getAt(root, ['log']), spec))).toEqual(keysOf(applyQuery(fresh(), spec)));
      const key = `k${random(260)}`;
      if (round % 4 === 0) root = updateAt(root, ['log'], Array.from({ length: 5 }, () => [[`k${random(260)}`], random(3) ? child() : null] as const).filter(([path], n, all) => all.findIndex(([other]) => other[0] === path[0]) === n));
      else root = setAt(root, ['log', key], random(4) ? child() : null);
    }
    for (const spec of specs) expect(keysOf(applyQuery(getAt(root, ['log']), spec))).toEqual(keysOf(applyQuery(fresh(), spec)));
  });

  it('selects nothing from a leaf', () => {
    expect(applyQuery(5, { i: '.key' })).toBeNull();
  });
});

describe('toRulesQuery', () => {
  it('describes the query as the query rule variable', () => {
    expect(toRulesQuery({ i: 'age', sp: 1, ep: 1, l: 2, vf: 'r' })).toEqual({ orderByChild: 'age', equalTo: 1, limitToLast: 2 });
    expect(toRulesQuery({ i: '.key', sp: 'a' })).toEqual({ orderByKey: true, startAt: 'a' });
  });
});
