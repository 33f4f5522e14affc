// The import preview over 10,000 rows: a changes file (creates, edits and deletes of parroquias
// spread over the country) and a full list (every parroquia, some renamed, some new), each
// previewed against the `ine` edition as /geo holds it. Goal: well under the 2 s a person waits
// for in the browser (the ratio is our median over that budget).
// Run: npm run build -w @vegeo/data && node bench/importar.mjs [--rounds N]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { toFlat } from '../dist/index.js';
import { ine } from '../dist/ine.js';
import { previsualizar } from '../dist/importar.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' } }, strict: false });
const geo = toFlat(ine);
const parroquias = Object.entries(geo.parroquias);
const municipioName = (id) => geo.municipios[id].municipio;
const estadoName = (id) => geo.estados[id].estado;

const changes = Array.from({ length: 10_000 }, (_, i) => {
  const [id, p] = parroquias[i % parroquias.length];
  if (i % 3 === 0) return { accion: 'crear', nombre: `Nueva ${i}`, municipio: municipioName(p.municipioId), estado: estadoName(p.estadoId) };
  if (i % 3 === 1) return { accion: 'editar', id, nombre: `${p.parroquia} ${i}` };
  return { accion: 'borrar', codigo_ine: p.codigo_ine };
});
const list = Array.from({ length: 10_000 }, (_, i) => {
  const [, p] = parroquias[i % parroquias.length];
  const nombre = i < parroquias.length ? (i % 50 === 0 ? `${p.parroquia} Nueva` : p.parroquia) : `Otra ${i}`;
  return { codigo_ine: i < parroquias.length ? p.codigo_ine : undefined, nombre, municipio: municipioName(p.municipioId), estado: estadoName(p.estadoId) };
});

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const BUDGET_MS = 2000;
console.log(`importar: ms to preview 10,000 rows, median of ${values.rounds} rounds; load average ${loadavg()[0].toFixed(2)}`);
console.log(`${'file'.padEnd(10)}${'ours'.padStart(10)}${'budget'.padStart(10)}${'ours/budget'.padStart(13)}`);
for (const [name, rows, modo] of [['cambios', changes, 'cambios'], ['lista', list, 'lista']]) {
  const times = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const start = performance.now();
    previsualizar(rows, geo, { tipo: 'parroquia', modo });
    times.push(performance.now() - start);
  }
  const ours = median(times);
  console.log(`${name.padEnd(10)}${ours.toFixed(0).padStart(8)} ms${`${BUDGET_MS} ms`.padStart(10)}${`${(ours / BUDGET_MS).toFixed(3)}×`.padStart(13)}`);
}
console.log(`load average now ${loadavg()[0].toFixed(2)}`);
