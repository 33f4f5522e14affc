import { describe, expect, it } from 'vitest';
import type { DataNode } from './node.js';
import { applyQuery, toRulesQuery } from './query.js';

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
