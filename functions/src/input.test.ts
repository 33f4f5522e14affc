import { describe, expect, it } from 'vitest';
import { depthOf, unsafeKey } from './input.js';

describe('unsafeKey', () => {
  it('finds __proto__ as an own key (JSON.parse) or as a prototype already set (assigning decoders)', () => {
    expect(unsafeKey(JSON.parse('{"a":{"b":[{"__proto__":{"x":1}}]}}'))).toEqual({ key: '__proto__', campo: 'a.b.0.__proto__' });
    const decoded: Record<string, unknown> = {};
    decoded['__proto__'] = { role: 'admin' };
    expect(unsafeKey({ datos: decoded })).toEqual({ key: '__proto__', campo: 'datos.__proto__' });
  });

  it('lets plain data through, constructor and prototype as names included', () => {
    expect(unsafeKey({ a: [1, 'x', null, { b: true }], constructor: 'x', prototype: 1 })).toBeUndefined();
    expect(unsafeKey(Object.create(null))).toBeUndefined();
    expect(unsafeKey(null)).toBeUndefined();
  });
});

describe('depthOf', () => {
  it('counts nesting without recursion, up to just past the limit', () => {
    expect(depthOf(1)).toBe(0);
    expect(depthOf({ a: [1] })).toBe(2);
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(depthOf(deep, 64)).toBe(65);
  });
});
