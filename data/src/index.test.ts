import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as data from './index.js';

/** The names the README's «Exportaciones» table documents for `@vegeo/data` itself (not its subpaths). */
function documentedExports(): string[] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.split('## Exportaciones')[1]!.split('\n## ')[0]!;
  const firstCells = table.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split(' | ')[0]!);
  return firstCells.filter((cell) => !/\(de `@vegeo\/data\//.test(cell)).flatMap((cell) => [...cell.matchAll(/`([A-Za-z_]\w*)/g)].map((match) => match[1]!));
}

describe('@vegeo/data exports', () => {
  it.each(['estado', 'municipio', 'parroquia', 'buscar', 'createGeo', 'createBuscar', 'normalizeName'])('%s, a function', (name) => {
    expect(typeof (data as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['pais', 'totales', 'capital'])('%s, frozen data', (name) => {
    expect(Object.isFrozen((data as Record<string, unknown>)[name])).toBe(true);
  });

  it('exports what its README documents, and nothing else', () => {
    expect(Object.keys(data).sort()).toEqual(documentedExports().sort());
  });

  it('has named exports only', () => {
    expect(data).not.toHaveProperty('default');
  });

  it('builds the same lookups with createGeo, buscar included', () => {
    const geo = data.createGeo(data.pais);
    expect(Object.keys(geo).sort()).toEqual(['buscar', 'capital', 'estado', 'municipio', 'pais', 'parroquia', 'totales']);
    expect(geo.buscar('merida', { max: 3 })).toEqual(data.buscar('merida', { max: 3 }));
  });
});
