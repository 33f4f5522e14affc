// Seeded misspellings of every name in the dataset, shared by the quality test and the benchmark
// so both measure the same queries with the same rule.

/**
 * The misspelling kinds: four one-letter typos, then a case/accent variant and a prefix. `twice`,
 * two typos of any of the four kinds, one after the other, is a set of its own.
 */
export const TYPOS = ['deletion', 'insertion', 'transposition', 'substitution'];
export const KINDS = [...TYPOS, 'accents', 'prefix'];
export const TWICE = 'twice';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzñ';
const ACCENTED = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every estado, municipio and parroquia of a dataset with its id (`EE`, `EEMM`, `EEMMPP`). */
export function records(pais) {
  const pad = (n) => String(n).padStart(2, '0');
  const out = [];
  for (const e of pais) {
    const ee = pad(e.id_estado);
    out.push({ tipo: 'estado', nombre: e.estado, id: ee });
    e.municipios.forEach((m, i) => {
      out.push({ tipo: 'municipio', nombre: m.municipio, id: ee + pad(i + 1) });
      m.parroquias.forEach((p, j) => {
        // The ine edition gives a parish with a code as an object.
        out.push({ tipo: 'parroquia', nombre: typeof p === 'string' ? p : p.parroquia, id: ee + pad(i + 1) + pad(j + 1) });
      });
    });
  }
  return out;
}

/** A name as a reader tells names apart: case, accents on vowels and punctuation ignored. */
export function fold(name) {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/([aeiou])[\u0300-\u036f]+/g, '$1')
    .normalize('NFC')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/**
 * Misspelt queries of `list`, reproducible from `seed`: one query of each kind per record, or
 * with `rotate` one query per record, the kinds taken in turn.
 */
export function misspellings(list, { seed = 20261121, kinds = KINDS, rotate = false } = {}) {
  const random = createRandom(seed);
  const pick = (n) => Math.floor(random() * n);
  const letterAt = (text) => {
    const positions = [...text].flatMap((ch, i) => (ch === ' ' ? [] : [i]));
    return positions[pick(positions.length)];
  };
  const otherLetter = (ch) => {
    const letter = LETTERS[pick(LETTERS.length - 1)];
    return letter === ch.toLowerCase() ? LETTERS[LETTERS.length - 1] : letter;
  };
  const make = {
    deletion: (t) => {
      const i = letterAt(t);
      return t.slice(0, i) + t.slice(i + 1);
    },
    insertion: (t) => {
      const i = pick(t.length + 1);
      return t.slice(0, i) + LETTERS[pick(LETTERS.length)] + t.slice(i);
    },
    transposition: (t) => {
      const pairs = [...t].flatMap((ch, i) => (i + 1 < t.length && ch.toLowerCase() !== t[i + 1].toLowerCase() ? [i] : []));
      if (pairs.length === 0) return make.substitution(t);
      const i = pairs[pick(pairs.length)];
      return t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2);
    },
    substitution: (t) => {
      const i = letterAt(t);
      return t.slice(0, i) + otherLetter(t[i]) + t.slice(i + 1);
    },
    accents: (t) => {
      const plain = t.normalize('NFD').replace(/([aeiouAEIOU])[\u0300-\u036f]+/g, '$1').normalize('NFC');
      const variants = [plain.toUpperCase(), plain.toLowerCase(), t.toUpperCase(), t.toLowerCase().replace(/[aeiou]/, (v) => ACCENTED[v])];
      return variants[pick(variants.length)];
    },
    prefix: (t) => t.slice(0, Math.max(3, Math.ceil(t.length * 0.6))).trimEnd(),
    twice: (t) => make[TYPOS[pick(TYPOS.length)]](make[TYPOS[pick(TYPOS.length)]](t)),
  };
  const query = (record, kind) => ({ texto: make[kind](record.nombre), id: record.id, kind });
  return rotate
    ? list.map((record, i) => query(record, kinds[i % kinds.length]))
    : list.flatMap((record) => kinds.map((kind) => query(record, kind)));
}

/**
 * Whether a query was answered within the first `n` ids: the intended id, or another entry of
 * the same name (the text alone cannot tell duplicates apart, so any of them counts). `strict`
 * counts the intended id only.
 */
export function hit(ids, intended, nameOf, n = 3, strict = false) {
  const name = nameOf.get(intended);
  return ids.slice(0, n).some((id) => id === intended || (!strict && nameOf.get(id) === name));
}
