// Imports the published facts of venezuela@2.0.0 (MIT) into venezuela.json, once and
// reproducibly: same input, byte-identical output. Run: npm run import-dataset -w @vegeo/data
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pais = require('venezuela/venezuela.js');
const { version } = require('venezuela/package.json');

const REGION_KEYS = ['iso_31662', 'estado', 'capital', 'id_estado', 'municipios', 'ciudades'];
const MUNICIPIO_KEYS = ['municipio', 'capital', 'parroquias'];

function check(condition, message) {
  if (!condition) throw new Error(`venezuela@${version}: ${message}`);
}

check(version === '2.0.0', `expected version 2.0.0`);
check(Array.isArray(pais) && pais.length === 24, 'expected 24 regions');

let municipios = 0;
let parroquias = 0;
pais.forEach((region, index) => {
  check(Object.keys(region).every((key) => REGION_KEYS.includes(key)), `unknown field in ${region.estado}`);
  check(region.id_estado === index + 1, `${region.estado} is out of order`);
  check(/^VE-[A-Z]$/.test(region.iso_31662), `bad ISO code for ${region.estado}`);
  for (const municipio of region.municipios) {
    check(Object.keys(municipio).join() === MUNICIPIO_KEYS.join(), `fields of ${municipio.municipio}`);
    municipios += 1;
    parroquias += municipio.parroquias.length;
  }
});
check(municipios === 335 && parroquias === 1139, `totals ${municipios}/${parroquias}`);

const target = fileURLToPath(new URL('../venezuela.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(pais, null, 2)}\n`);
console.log(`venezuela.json: 24 estados, ${municipios} municipios, ${parroquias} parroquias`);
