// One measurement of editions.mjs, in its own process:
// node editions-case.mjs <default|ine> <estado|municipio|parroquia|buscar> <rounds>; prints the
// median ns of CPU time per call.
import { pathToFileURL } from 'node:url';
import { measure } from './lookups-case.mjs';
import { misspellings, records } from '../test/typos.mjs';
import * as data from '../dist/index.js';
import { ine } from '../dist/ine.js';

/** The lookups of one edition: the package's own for the default, `createGeo(ine)` for ine. */
export function editionOf(name) {
  return name === 'ine' ? { pais: ine, geo: data.createGeo(ine) } : { pais: data.pais, geo: data };
}

const stripAccents = (s) => s.replace(/[áéíóúÁÉÍÓÚ]/g, (c) => 'aeiouAEIOU'['áéíóúÁÉÍÓÚ'.indexOf(c)]);
const variants = (names) => names.flatMap((n) => [n, n.toUpperCase(), n.toLowerCase(), stripAccents(n)]);

/** Each name of the edition's level in four spellings; for buscar, each name misspelt once. */
export function inputsOf(pais, lookup) {
  const all = records(pais);
  if (lookup === 'buscar') return misspellings(all, { rotate: true }).map((q) => q.texto);
  return variants(all.filter((r) => r.tipo === lookup).map((r) => r.nombre));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [edition, lookup, rounds] = process.argv.slice(2);
  const { pais, geo } = editionOf(edition);
  const fn = geo[lookup];
  console.log(measure((name) => fn(name), inputsOf(pais, lookup), Number(rounds)));
}
