import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The layout of src/ that cli/README.md describes ("Cómo está hecho"): each layer imports only
// from itself and the layers below it, so the direction of every import is one way.
const LAYERS: readonly (readonly string[])[] = [
  ['bin.ts', 'main.ts', 'cli.ts', 'fastPath', 'program'],
  ['commands'],
  ['responses', 'backend'],
  ['output', 'views'],
  ['format', 'io.ts'],
  ['model'],
  ['lookup'],
  ['grammar.ts', 'userError.ts'],
];

const src = fileURLToPath(new URL('../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module of src/ (tests aside) and the modules of src/ it imports, dynamic imports and types included. */
function importGraph(): Map<string, string[]> {
  const files = sources(src);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.') && !name.endsWith('.json'))
      .map((name) => resolve(dirname(file), name).replace(/\.js$/, ''))
      .map((stem) => [`${stem}.ts`, `${stem}.tsx`].find((path) => known.has(path)) ?? `${stem} (missing)`);
    graph.set(relative(src, file), targets.map((target) => relative(src, target)));
  }
  return graph;
}

const unitOf = (file: string) => file.split('/')[0]!;
const layerOf = (unit: string) => LAYERS.findIndex((layer) => layer.includes(unit));

/** The cycles of `graph`, each as the path that closes it (empty when there are none). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the layout of src/', () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('places every file in a layer and resolves every import', () => {
    expect([...graph.keys()].map(unitOf).filter((unit) => layerOf(unit) < 0)).toEqual([]);
    expect(edges.filter(({ to }) => to.endsWith('(missing)'))).toEqual([]);
  });

  it('imports only sideways or down the layers', () => {
    const upward = edges.filter(({ from, to }) => layerOf(unitOf(to)) < layerOf(unitOf(from)));
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('has no import cycle, between files or between folders', () => {
    expect(cycles(graph)).toEqual([]);
    const units = new Map<string, string[]>();
    for (const { from, to } of edges) {
      if (unitOf(from) !== unitOf(to)) units.set(unitOf(from), [...(units.get(unitOf(from)) ?? []), unitOf(to)]);
    }
    expect(cycles(units)).toEqual([]);
  });

  it('keeps the backend client at the bottom of backend/: it imports nothing else of it', () => {
    const up = edges.filter(({ from, to }) => from.startsWith('backend/client/') && to.startsWith('backend/') && !to.startsWith('backend/client/'));
    expect(up).toEqual([]);
  });
});
