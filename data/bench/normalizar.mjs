// normalizar against fuzzball (TheFuzz's port) used as an analyst would: hierarchically, the
// estado among the 24, then the municipio among that estado's, then the parroquia among that
// municipio's (WRatio, its default scorer), a level accepted from a score of 80; a free-text row
// against every "parroquia municipio estado" line (token_set_ratio). Same rows, one run.
// node bench/normalizar.mjs [--rows 3000]
import * as fuzz from 'fuzzball';
import { normalizar, pais } from '../dist/index.js';
import { sets } from './normalizar-sets.mjs';

const size = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 3000;
const CUTOFF = 80;
const pad = (n) => String(n).padStart(2, '0');

const estados = pais.map((e, i) => ({ name: e.estado, id: pad(i + 1), municipios: e.municipios.map((m, j) => ({ name: m.municipio, id: pad(i + 1) + pad(j + 1), parroquias: m.parroquias.map((p, k) => ({ name: p, id: pad(i + 1) + pad(j + 1) + pad(k + 1) })) })) }));
const allMunicipios = estados.flatMap((e) => e.municipios);
const lines = allMunicipios.flatMap((m) => m.parroquias.map((p) => ({ ...p, line: `${p.name} ${m.name} ${estados[Number(p.id.slice(0, 2)) - 1].name}` })));
const lineTexts = lines.map((l) => l.line);

function best(query, choices, scorer = fuzz.WRatio) {
  if (!query) return undefined;
  const [hit] = fuzz.extract(query, choices.map((c) => c.name ?? c), { scorer, limit: 1 });
  return hit && { choice: choices[hit[2]], score: hit[1] };
}

/** fuzzball's answer: the parroquia id it settles on and whether every level passed the cutoff. */
function fuzzball(fila) {
  if (fila.texto !== undefined) {
    const hit = best(fila.texto, lineTexts, fuzz.token_set_ratio);
    return { id: hit && lines[hit.choice === undefined ? -1 : lineTexts.indexOf(hit.choice)]?.id, sure: (hit?.score ?? 0) >= CUTOFF };
  }
  const e = best(fila.estado, estados);
  const m = best(fila.municipio, e ? e.choice.municipios : allMunicipios);
  const p = m && best(fila.parroquia, m.choice.parroquias);
  const sure = [e, m, p].every((level, i) => (i === 0 && !fila.estado) || (level && level.score >= CUTOFF));
  return { id: p?.choice.id, sure };
}

function ours(fila) {
  const r = normalizar(fila);
  return { id: r.parroquia?.id, municipio: r.municipio?.id, sure: r.certeza === 'exacta' || r.certeza === 'corregida' };
}

function measure(tool, rows) {
  const answers = [];
  const start = performance.now();
  for (const { fila } of rows) answers.push(tool(fila));
  const ms = performance.now() - start;
  let right = 0, rightMunicipio = 0, wrongSure = 0, left = 0;
  answers.forEach((a, i) => {
    const truth = rows[i].id;
    if (!a.sure) left++;
    else if (a.id === truth) right++;
    else wrongSure++;
    const m = a.municipio ?? a.id?.slice(0, 4);
    if (a.sure && m === truth.slice(0, 4)) rightMunicipio++;
  });
  const n = rows.length;
  return { right: right / n, rightMunicipio: rightMunicipio / n, wrongSure: wrongSure / n, left: left / n, perSecond: n / (ms / 1000) };
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const all = sets(size);
// Each tool's one-time cost apart: normalizar builds its search index on its first row.
const warm = performance.now();
normalizar({ estado: 'Mérida' });
const indexMs = performance.now() - warm;
console.log(`normalizar · ${all.length} conjuntos de ${size} filas (semilla 42) · fuzzball ${fuzz.WRatio ? '2.2.6' : ''}, corte ${CUTOFF}`);
console.log('conjunto | acierto parroquia (vegeo / fuzzball) | acierto municipio | errónea y segura | sin decidir | filas/s (vegeo / fuzzball, razón)');
let totals = { us: [], them: [] };
for (const set of all) {
  // Ours second on a warm process would flatter it: fuzzball first, then a fresh memory for us.
  const them = measure(fuzzball, set.rows);
  const us = measure(ours, set.rows);
  totals.us.push(us); totals.them.push(them);
  console.log(`${set.name} | ${pct(us.right)} / ${pct(them.right)} | ${pct(us.rightMunicipio)} / ${pct(them.rightMunicipio)} | ${pct(us.wrongSure)} / ${pct(them.wrongSure)} | ${pct(us.left)} / ${pct(them.left)} | ${Math.round(us.perSecond)} / ${Math.round(them.perSecond)} (${(us.perSecond / them.perSecond).toFixed(1)}×)`);
}
const mean = (list, key) => list.reduce((s, x) => s + x[key], 0) / list.length;
const usRate = totals.us.length / totals.us.reduce((s, x) => s + 1 / x.perSecond, 0);
const themRate = totals.them.length / totals.them.reduce((s, x) => s + 1 / x.perSecond, 0);
console.log(`(índice de búsqueda construido una vez, en la primera fila: ${indexMs.toFixed(0)} ms, fuera de las cifras)`);
console.log(`todos | ${pct(mean(totals.us, 'right'))} / ${pct(mean(totals.them, 'right'))} | ${pct(mean(totals.us, 'rightMunicipio'))} / ${pct(mean(totals.them, 'rightMunicipio'))} | ${pct(mean(totals.us, 'wrongSure'))} / ${pct(mean(totals.them, 'wrongSure'))} | ${pct(mean(totals.us, 'left'))} / ${pct(mean(totals.them, 'left'))} | ${Math.round(usRate)} / ${Math.round(themRate)} (${(usRate / themRate).toFixed(1)}×)`);
