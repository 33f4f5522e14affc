import { describe, expect, it, vi } from 'vitest';
import { WIDE_BRANCH, isShelf } from './coldStore.js';
import { hashNode } from './hash.js';
import { ADMIN } from './identity.js';
import type { Push } from './listeners.js';
import { Namespace } from './namespace.js';
import { type Branch, type DataNode, childKeys, childOf } from './node.js';
import { parsePath } from './path.js';
import { applyQuery } from './query.js';
import { parseRules } from './rules.js';
import { getAt, toPlainJson } from './tree.js';

const OPEN = parseRules({ rules: { '.read': true, '.write': true } });
const ENTRIES = WIDE_BRANCH + 500;

/** An audit-like log entry, with what stored data can hold: accents, priorities, odd keys. */
function entry(n: number) {
  return {
    at: 1_700_000_000_000 + n,
    uid: `cuenta${n % 7}`,
    tipo: ['parroquia', 'municipio', 'estado'][n % 3],
    ['__proto__']: 'un nombre como otro',
    // Index-like names, a leaf and a branch far apart: the entry is read back as a sparse branch.
    7: 'siete',
    123456: { lejos: n },
    nota: n % 2 ? `Corrección según la Gaceta Oficial nº ${n}` : null,
    antes: { parroquias: { [`${1000 + n}`]: { parroquia: `Nuestra Señora (${n})`, constructor: 'x', ['__proto__']: n } } },
    despues: { '.priority': n, lista: ['a', { '.value': 'ñ', '.priority': 2 }], vacío: {} },
  };
}

/** What the stand-in stores for `entry(n)`: nulls and empty branches dropped, arrays as keys. */
function stored(n: number) {
  const { nota, despues: _written, ...rest } = entry(n);
  return { ...rest, ...(nota === null ? {} : { nota }), despues: { '.priority': n, lista: { 0: 'a', 1: { '.value': 'ñ', '.priority': 2 } } } };
}

const key = (n: number) => `-N${String(n).padStart(6, '0')}`;

function logOf(count: number): Namespace {
  const namespace = new Namespace('cold', OPEN);
  // In bulk writes, as the history's seed and the functions' own writes arrive.
  for (let from = 0; from < count; from += 1000) {
    const batch: Record<string, unknown> = {};
    for (let n = from; n < Math.min(count, from + 1000); n++) batch[key(n)] = entry(n);
    namespace.update(ADMIN, '/log', batch);
  }
  return namespace;
}

const exported = (node: DataNode) => JSON.parse(JSON.stringify(node)) as unknown;

describe('a collection past WIDE_BRANCH children', () => {
  const log = logOf(ENTRIES);
  const at = (path: string) => getAt(log.data, parsePath(path));

  it('keeps its entries on disk and reads each back as it was written', () => {
    const entries = at('/log') as Branch;
    expect(isShelf(entries)).toBe(true);
    expect(childKeys(entries)).toHaveLength(ENTRIES);
    for (const n of [0, 1, 2, 1234, ENTRIES - 1]) expect(exported(childOf(entries, key(n)))).toEqual(stored(n));
    expect(at(`/log/${key(7)}/antes/parroquias/1007/constructor`)).toBe('x');
    expect(at(`/log/${key(7)}/__proto__`)).toBe('un nombre como otro');
    expect(at(`/log/${key(7)}/antes/parroquias/1007/__proto__`)).toBe(7);
    expect(getAt(log.data, ['log', key(7), 'despues', '.priority'])).toBe(7);
  });

  it('hashes an entry on disk as the same entry in memory (transactions compare hashes)', () => {
    const narrow = new Namespace('narrow', OPEN);
    narrow.set(ADMIN, `/log/${key(3)}`, entry(3));
    expect(hashNode(at(`/log/${key(3)}`))).toBe(hashNode(getAt(narrow.data, parsePath(`/log/${key(3)}`))));
  });

  it('answers queries by an entry field, by key and by priority as over data in memory', () => {
    const entries = at('/log');
    const ofTipo = applyQuery(entries, { i: 'tipo', sp: 'municipio', ep: 'municipio', l: 50, vf: 'r' });
    const expected = Array.from({ length: ENTRIES }, (_, n) => n).filter((n) => n % 3 === 1).slice(-50);
    expect(childKeys(ofTipo)).toEqual(expected.map(key));
    expect(exported(childOf(ofTipo, key(expected[0]!)))).toEqual(stored(expected[0]!));
    expect(childKeys(applyQuery(entries, { i: '.key', l: 3, vf: 'r' }))).toEqual([key(ENTRIES - 3), key(ENTRIES - 2), key(ENTRIES - 1)]);
    expect(childKeys(applyQuery(entries, { i: 'nota', sp: `Corrección según la Gaceta Oficial nº 4501`, l: 1 }))).toEqual([key(4501)]);
  });

  it('takes a write inside an entry, keeps its siblings, and stores it again', () => {
    const namespace = logOf(ENTRIES);
    namespace.update(ADMIN, `/log/${key(10)}`, { nota: 'revisada', 'despues/lista/0': 'b' });
    expect(isShelf(getAt(namespace.data, ['log']))).toBe(true);
    const changed = getAt(namespace.data, parsePath(`/log/${key(10)}`));
    expect(exported(changed)).toEqual({ ...stored(10), nota: 'revisada', despues: { '.priority': 10, lista: { 0: 'b', 1: { '.value': 'ñ', '.priority': 2 } } } });
    expect(exported(getAt(namespace.data, parsePath(`/log/${key(11)}`)))).toEqual(stored(11));
    namespace.set(ADMIN, `/log/${key(11)}`, null);
    expect(getAt(namespace.data, parsePath(`/log/${key(11)}`))).toBeNull();
    expect(childKeys(getAt(namespace.data, ['log']))).toHaveLength(ENTRIES - 1);
  });

  it('pushes to a listener inside an entry only what changed there', () => {
    const namespace = logOf(ENTRIES);
    const pushes: Push[] = [];
    namespace.listeners.add({ path: parsePath(`/log/${key(20)}/antes`), target: { push: (message) => pushes.push(message), revalidate: () => {} } });
    // A sibling of the listened location changes: its data did not.
    namespace.set(ADMIN, `/log/${key(20)}/nota`, 'otra');
    // Reading every other entry pushes the listened one out of the recently read.
    for (let n = 0; n < 600; n++) getAt(namespace.data, parsePath(`/log/${key(n + 100)}/antes`));
    namespace.update(ADMIN, `/log/${key(20)}`, { tipo: 'estado', antes: entry(20).antes });
    expect(pushes).toEqual([]);
    namespace.set(ADMIN, `/log/${key(20)}/antes/parroquias/1020/parroquia`, 'Otra');
    expect(pushes).toHaveLength(1);
  });

  it('exports as it was written', () => {
    const plain = toPlainJson(at('/log')) as Record<string, unknown>;
    expect(Object.keys(plain)).toHaveLength(ENTRIES);
    expect(plain[key(4)]).toEqual(toPlainJson(new Namespace('x', OPEN, null).set(ADMIN, '/e', entry(4))));
  });
});

describe('a collection written whole', () => {
  it('becomes a shelf too, at any depth, the root included', () => {
    const whole = Object.fromEntries(Array.from({ length: ENTRIES }, (_, n) => [key(n), entry(n)]));
    const namespace = new Namespace('whole', OPEN);
    namespace.set(ADMIN, '/a/b', { log: whole, meta: { total: ENTRIES } });
    expect(isShelf(getAt(namespace.data, ['a', 'b', 'log']))).toBe(true);
    expect(exported(getAt(namespace.data, ['a', 'b', 'log', key(99)]))).toEqual(stored(99));
    expect(getAt(namespace.data, ['a', 'b', 'meta', 'total'])).toBe(ENTRIES);
    namespace.set(ADMIN, '/', whole);
    expect(isShelf(namespace.data)).toBe(true);
    expect(exported(getAt(namespace.data, [key(5)]))).toEqual(stored(5));
  });
});

describe('a shelf written one entry at a time', () => {
  it('answers a query listener with each new page', () => {
    const namespace = logOf(ENTRIES);
    const pages: unknown[] = [];
    const spec = { i: 'tipo', sp: 'estado', ep: 'estado', l: 2, vf: 'r' as const };
    namespace.listeners.add({ path: ['log'], query: { spec, tag: 1 }, target: { push: (message) => pages.push(Object.keys((message.body as { d: object }).d)), revalidate: () => {} } });
    namespace.set(ADMIN, `/log/${key(ENTRIES)}`, { ...entry(ENTRIES), tipo: 'estado' });
    namespace.set(ADMIN, `/log/${key(ENTRIES + 1)}`, { ...entry(ENTRIES + 1), tipo: 'parroquia' });
    namespace.set(ADMIN, `/log/${key(ENTRIES + 2)}`, { ...entry(ENTRIES + 2), tipo: 'estado' });
    const lastEstado = Array.from({ length: ENTRIES }, (_, n) => n).filter((n) => n % 3 === 2).at(-1)!;
    expect(pages).toEqual([
      [key(lastEstado), key(ENTRIES)],
      [key(ENTRIES), key(ENTRIES + 2)],
    ]);
    expect(childKeys(applyQuery(getAt(namespace.data, ['log']), spec))).toEqual([key(ENTRIES), key(ENTRIES + 2)]);
  });
});

describe('a record collection under WIDE_BRANCH children', () => {
  it('stays in memory', () => {
    const log = logOf(WIDE_BRANCH);
    expect(isShelf(getAt(log.data, ['log']))).toBe(false);
  });
});

describe('a wide collection where the temporary directory cannot be written', () => {
  it('stays in memory, whole and queryable', async () => {
    const before = process.env.TMPDIR;
    // The file is made once per process, on first use: a fresh copy of the modules makes it again.
    process.env.TMPDIR = '/nonexistent/vegeo-no-tmp';
    vi.resetModules();
    try {
      const fresh = { ...(await import('./namespace.js')), ...(await import('./coldStore.js')), ...(await import('./tree.js')), ...(await import('./query.js')) };
      const namespace = new fresh.Namespace('sin-disco', OPEN);
      const batch: Record<string, unknown> = {};
      for (let n = 0; n < ENTRIES; n++) batch[key(n)] = entry(n);
      namespace.update(ADMIN, '/log', batch);
      namespace.set(ADMIN, `/log/${key(ENTRIES)}`, entry(ENTRIES));
      const entries = fresh.getAt(namespace.data, ['log']) as Branch;
      expect(fresh.isShelf(entries)).toBe(false);
      expect(childKeys(entries)).toHaveLength(ENTRIES + 1);
      for (const n of [0, 1234, ENTRIES]) expect(exported(childOf(entries, key(n)))).toEqual(stored(n));
      const estados = fresh.applyQuery(entries, { i: 'tipo', sp: 'estado', ep: 'estado', l: 2, vf: 'r' });
      const lastEstados = Array.from({ length: ENTRIES + 1 }, (_, n) => n).filter((n) => n % 3 === 2).slice(-2);
      expect(childKeys(estados)).toEqual(lastEstados.map(key));
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      vi.resetModules();
    }
  });
});
