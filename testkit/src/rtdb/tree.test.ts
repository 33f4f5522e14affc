import { describe, expect, it } from 'vitest';
import type { DataNode } from './node.js';
import { getAt, setAt, shallow, toPlainJson, updateAt } from './tree.js';

const root: DataNode = { a: { b: 1, c: 'x' }, d: true };

describe('getAt', () => {
  it('reads nodes, missing paths and priorities', () => {
    expect(getAt(root, ['a', 'b'])).toBe(1);
    expect(getAt(root, ['a', 'b', 'deeper'])).toBeNull();
    expect(getAt(root, ['zz'])).toBeNull();
    expect(getAt({ a: { '.value': 1, '.priority': 5 } }, ['a', '.priority'])).toBe(5);
  });
});

describe('setAt', () => {
  it('copies the spine and keeps untouched subtrees', () => {
    const next = setAt(root, ['a', 'b'], 2);
    expect(next).toEqual({ a: { b: 2, c: 'x' }, d: true });
    expect(root).toEqual({ a: { b: 1, c: 'x' }, d: true });
    expect(getAt(next, ['d'])).toBe(true);
  });

  it('removes ancestors left empty', () => {
    expect(setAt({ a: { b: { c: 1 } }, x: 1 }, ['a', 'b', 'c'], null)).toEqual({ x: 1 });
    expect(setAt({ a: 1 }, ['a'], null)).toBeNull();
  });

  it('replaces a leaf by a branch when writing below it', () => {
    expect(setAt({ a: 1 }, ['a', 'b'], 2)).toEqual({ a: { b: 2 } });
  });

  it('sets priorities', () => {
    expect(setAt({ a: 1 }, ['a', '.priority'], 3)).toEqual({ a: { '.value': 1, '.priority': 3 } });
    expect(setAt({ a: { b: 1 } }, ['a', '.priority'], 'p')).toEqual({ a: { b: 1, '.priority': 'p' } });
  });
});

describe('updateAt', () => {
  it('applies every location', () => {
    expect(updateAt(root, ['a'], [[['b'], null], [['e', 'f'], 3]])).toEqual({ a: { c: 'x', e: { f: 3 } }, d: true });
  });

  it('writes many children of one node together, as one change would one by one', () => {
    const log: DataNode = { log: { k1: { n: 1 }, k2: { n: 2 }, '.priority': 5 }, other: { x: 1 } };
    const bulk = updateAt(log, ['log'], [[['k2'], null], [['k3'], { n: 3 }], [['constructor'], true]]);
    expect(bulk).toEqual({ log: { k1: { n: 1 }, k3: { n: 3 }, constructor: true, '.priority': 5 }, other: { x: 1 } });
    expect(getAt(bulk, ['log', 'k1'])).toBe(getAt(log, ['log', 'k1']));
    expect(log).toEqual({ log: { k1: { n: 1 }, k2: { n: 2 }, '.priority': 5 }, other: { x: 1 } });
    expect(updateAt(log, [], [[['log'], null], [['other'], null]])).toBeNull();
    expect(updateAt(log, ['log'], [[['k1'], null], [['k2'], null]])).toEqual({ other: { x: 1 } });
  });

  it('refuses overlapping locations', () => {
    expect(() => updateAt(root, [], [[['a'], 1], [['a', 'b'], 2]])).toThrow(/ancestor/);
  });
});

describe('toPlainJson', () => {
  it('drops priorities and turns dense integer keys into arrays', () => {
    expect(toPlainJson({ '0': 'a', '1': 'b', '.priority': 1 })).toEqual(['a', 'b']);
    expect(toPlainJson({ '0': 'a', '5': 'b' })).toEqual({ '0': 'a', '5': 'b' });
    expect(toPlainJson({ x: { '.value': 1, '.priority': 2 } })).toEqual({ x: 1 });
  });

  it('prints shallow views', () => {
    expect(shallow(root)).toEqual({ a: true, d: true });
  });
});
