import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, contains, keyProblem, overlaps, parsePath, pathToString, relative } from './path.js';

describe('keyProblem', () => {
  it.each(['a', 'ñandú', 'with space', '-Nx_1', '😀', 'x'.repeat(768)])('accepts %j', (key) => {
    expect(keyProblem(key)).toBeNull();
  });

  it.each(['', 'a.b', 'a#b', 'a$b', 'a[b', 'a]b', 'a/b', 'tab\there', 'nul\u0000', 'del\u007f', 'x'.repeat(769), 'é'.repeat(385)])(
    'rejects %j',
    (key) => {
      expect(keyProblem(key)).not.toBeNull();
    },
  );
});

describe('parsePath', () => {
  it('drops empty segments', () => {
    expect(parsePath('/a//b/')).toEqual(['a', 'b']);
    expect(parsePath('')).toEqual([]);
  });

  it('accepts .priority only last and only when allowed', () => {
    expect(parsePath('a/.priority', { allowPriority: true })).toEqual(['a', '.priority']);
    expect(() => parsePath('a/.priority')).toThrow(/Invalid key/);
    expect(() => parsePath('.priority/a', { allowPriority: true })).toThrow(/Invalid key/);
  });

  it('rejects paths deeper than the limit with invalid_data', () => {
    const deep = Array.from({ length: MAX_DEPTH + 1 }, () => 'k').join('/');
    expect(() => parsePath(deep)).toThrow(expect.objectContaining({ status: 'invalid_data' }));
  });
});

describe('path relations', () => {
  it('knows ancestors, overlaps and relative paths', () => {
    expect(contains(['a'], ['a', 'b'])).toBe(true);
    expect(contains(['a', 'b'], ['a'])).toBe(false);
    expect(contains([], ['x'])).toBe(true);
    expect(overlaps(['a', 'b'], ['a'])).toBe(true);
    expect(overlaps(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(relative(['a'], ['a', 'b', 'c'])).toEqual(['b', 'c']);
    expect(pathToString(['a', 'b'])).toBe('/a/b');
  });
});
