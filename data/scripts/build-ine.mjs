// Builds the `ine` edition (ine.json), the default edition's current names (renombres.json) and
// its names for the places the corrections renamed otherwise (nombres-base.json), from the seed
// (venezuela.json), the reviewed corrections (ine/correcciones.json) and the INE codes
// (ine/codigos.csv, checked against the copy of OCHA's table in ine/ocha-cod-ab-ven.csv). Every
// applied value must come from a source that supplies data (ine/supplied.mjs). Same inputs,
// byte-identical outputs. Refuses inputs that break a rule (see data/README.md).
//   npm run build-ine -w @vegeo/data            writes the three files
//   node scripts/build-ine.mjs --check          exits 1 when a committed file differs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCorrections, attachCodes, checkCorrections, readCodes, readOcha, summarize } from './ine/edition.mjs';
import { checkSupplied } from './ine/supplied.mjs';
import { baseNames } from './ine/baseNames.mjs';

const file = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(file(path), 'utf8'));
const asText = (value) => `${JSON.stringify(value, null, 2)}\n`;
const asLines = (list) => `[\n${list.map((entry) => `  ${JSON.stringify(entry)}`).join(',\n')}\n]\n`;

const seed = readJson('venezuela.json');
const fuentes = readJson('ine/fuentes.json');
const correcciones = readJson('ine/correcciones.json');
const codes = readCodes(readFileSync(file('ine/codigos.csv'), 'utf8'));
checkCorrections(correcciones, fuentes, seed);
checkSupplied(correcciones, fuentes, seed, codes);
const { pais, renombres } = applyCorrections(seed, correcciones);
attachCodes(pais, codes, readOcha(readFileSync(file('ine/ocha-cod-ab-ven.csv'), 'utf8')));

const outputs = { 'ine.json': asText(pais), 'renombres.json': asLines(renombres), 'nombres-base.json': asLines(baseNames(correcciones)) };
if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([path, text]) => readFileSync(file(path), 'utf8') !== text);
  for (const [path] of stale) console.error(`${path} no es lo que genera el script: npm run build-ine -w @vegeo/data`);
  process.exitCode = stale.length === 0 ? 0 : 1;
} else {
  for (const [path, text] of Object.entries(outputs)) writeFileSync(file(path), text);
}
console.log(summarize(pais, correcciones));
