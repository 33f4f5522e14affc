// The messy sets the normalizar benchmark reads: rows built from the data by the transformations
// people's spreadsheets show (fixed seed), each with the true parroquia id; and the spellings of
// other sources (OCHA, KAVAC …) from the shared crosswalk.
import { readFileSync } from 'node:fs';
import { pais } from '../dist/index.js';
import { createRandom } from '../test/typos.mjs';

/** The same rows on every run: the quality test's and the buscar bench's seeded generator. */
export const seeded = createRandom;

const pad = (n) => String(n).padStart(2, '0');

/** Every parroquia with its parents' names and its id. */
export function parroquias() {
  const all = [];
  pais.forEach((e, i) => e.municipios.forEach((m, j) => m.parroquias.forEach((p, k) => {
    all.push({ id: pad(i + 1) + pad(j + 1) + pad(k + 1), estado: e.estado, municipio: m.municipio, parroquia: p, capital: e.capital, ciudades: e.ciudades ?? [] });
  })));
  return all;
}

const unaccent = (s) => s.normalize('NFD').replace(/([aeiouAEIOU])[\u0300-\u036f]/g, '$1').normalize('NFC');
const ABBREVIATE = [[/\bSanta\b/g, 'Sta.'], [/\bSanto\b/g, 'Sto.'], [/\bSan\b/g, 'Sn.'], [/\bGeneral\b/g, 'Gral.'], [/\bCoronel\b/g, 'Cnel.'], [/\bDoctor\b/g, 'Dr.'], [/\bMonseñor\b/g, 'Mons.'], [/\bPresbítero\b/g, 'Pbro.']];
const PREFIX = { estado: ['Estado ', 'Edo. ', 'EDO '], municipio: ['Municipio ', 'Mcpio. ', 'Mun. '], parroquia: ['Parroquia ', 'Pq. ', 'Pquia. '] };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo, as fingers make them: a letter dropped, doubled, swapped with the next or wrong. */
function typo(name, random) {
  if (name.length < 5) return name;
  const i = 1 + Math.floor(random() * (name.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0: return name.slice(0, i) + name.slice(i + 1);
    case 1: return name.slice(0, i) + name[i] + name.slice(i);
    case 2: return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
    default: return name.slice(0, i) + LETTERS[Math.floor(random() * 26)] + name.slice(i + 1);
  }
}

const pick = (list, random) => list[Math.floor(random() * list.length)];
const shout = (s) => unaccent(s).toUpperCase();

/** The sets: `{ name, rows: [{ fila, id }] }`; `size` rows each. */
export function sets(size = 3000, seed = 42) {
  const all = parroquias();
  const build = (name, shape, s = seed) => {
    const random = seeded(s);
    const rows = [];
    while (rows.length < size) {
      const p = pick(all, random);
      const fila = shape(p, random);
      if (fila) rows.push({ fila, id: p.id });
    }
    return { name, rows };
  };
  const renamed = new Map([['Vargas', 'La Guaira'], ['Heres', 'Angostura del Orinoco'], ['Páez', 'Guajira'], ['San Carlos', 'Ezequiel Zamora']]);
  return [
    build('mayúsculas sin acentos, con prefijos', (p, r) => ({
      estado: (r() < 0.5 ? pick(PREFIX.estado, r) : '') + shout(p.estado),
      municipio: (r() < 0.3 ? pick(PREFIX.municipio, r) : '') + shout(p.municipio),
      parroquia: (r() < 0.3 ? pick(PREFIX.parroquia, r) : '') + shout(p.parroquia),
    }), seed),
    build('abreviaturas (Sta., Gral., Mons. …)', (p, r) => {
      const abbreviate = (s) => ABBREVIATE.reduce((t, [from, to]) => t.replace(from, to), s);
      const fila = { estado: p.estado, municipio: abbreviate(p.municipio), parroquia: abbreviate(p.parroquia) };
      return fila.municipio === p.municipio && fila.parroquia === p.parroquia ? null : (r() < 0.5 ? fila : { ...fila, estado: shout(fila.estado) });
    }, seed + 1),
    build('una errata en municipio o parroquia', (p, r) => {
      const level = r() < 0.5 ? 'municipio' : 'parroquia';
      return { estado: p.estado, municipio: p.municipio, parroquia: p.parroquia, [level]: typo(unaccent(p[level]).toLowerCase(), r) };
    }, seed + 2),
    build('estado por su capital o una ciudad, nombres nuevos', (p, r) => ({
      estado: r() < 0.5 ? pick([p.capital, ...p.ciudades], r) : (renamed.get(p.estado) ?? p.estado),
      municipio: renamed.get(p.municipio) ?? p.municipio,
      parroquia: p.parroquia,
    }), seed + 3),
    build('sin estado', (p) => ({ municipio: p.municipio, parroquia: p.parroquia }), seed + 4),
    build('texto libre, en cualquier orden', (p, r) => {
      const parts = [(r() < 0.5 ? 'Pq. ' : '') + p.parroquia, p.municipio, r() < 0.3 ? p.capital : p.estado];
      if (r() < 0.5) parts.reverse();
      return { texto: parts.map((x) => (r() < 0.5 ? shout(x) : x)).join(', ') };
    }, seed + 5),
    crosswalkSet(all, size, seed + 6),
  ];
}

/** Rows written with other sources' names for our places (a level without one keeps ours). */
function crosswalkSet(all, size, seed) {
  const url = new URL('../../../shared/data-truth/crosswalk.csv', import.meta.url);
  const lines = readFileSync(url, 'utf8').trim().split(/\r?\n/);
  const header = lines[0].split(',');
  const names = new Map();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const row = Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
    const spellings = ['ocha2021_name', 'kavac_name', 'ocha21_name', 'oca_name'].map((k) => row[k]).filter((n) => n && n !== row.our_name);
    if (spellings.length > 0) names.set(row.our_id, [...new Set(spellings)]);
  }
  const random = seeded(seed);
  const byId = new Map(all.map((p) => [p.id, p]));
  const candidates = all.filter((p) => names.has(p.id) || names.has(p.id.slice(0, 4)));
  const rows = [];
  while (rows.length < size) {
    const p = pick(candidates, random);
    const other = (id, own) => (names.has(id) ? pick(names.get(id), random) : own);
    rows.push({ fila: { estado: other(p.id.slice(0, 2), p.estado), municipio: other(p.id.slice(0, 4), p.municipio), parroquia: other(p.id, p.parroquia) }, id: byId.get(p.id).id });
  }
  return { name: 'grafías de otras fuentes (crosswalk: OCHA, KAVAC …)', rows };
}
