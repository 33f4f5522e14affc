#!/usr/bin/env node
// `npm run bench -w @vegeo/react`: what a page downloads for the picker and what it costs the
// main thread in Chromium, beside the peers, measured in one run. Nothing is asserted.
// Sizes: pages built by Vite as an application builds them (bench/pages), gzip -9. Peers:
// country-state-city (its whole bundle, and Venezuela's part of its data) and react-select with the
// same data for size; react-select over the same 1139 parroquias for speed; Fuse.js for the
// filtering alone.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const RUNS = Number(process.env.VEGEO_BENCH_RUNS ?? 7);
const TYPED = 'san jose';
const config = fileURLToPath(new URL('vite.config.mjs', import.meta.url));
const gz = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log('Construyendo las páginas…');
const [output] = [await build({ configFile: config })].flat();
const chunks = output.output.filter((item) => item.type === 'chunk');
const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
/**
 * A chunk and the chunks it imports statically, each counted once; left out, React and the
 * modulepreload polyfill Vite puts in every page (the peers' too), which are no page's own.
 */
const closure = (chunk, seen = new Set()) => {
  if (seen.has(chunk.fileName) || chunk.name === 'react' || chunk.name === 'modulepreload-polyfill') return seen;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) if (byName.has(name)) closure(byName.get(name), seen);
  return seen;
};
const size = (names) => [...names].reduce((total, name) => total + gz(byName.get(name).code), 0);
const entry = (name) => chunks.find((chunk) => chunk.isEntry && chunk.name === name);
const lazy = (pattern) => chunks.find((chunk) => chunk.isDynamicEntry && pattern.test(chunk.facadeModuleId ?? ''));

const component = size(closure(entry('ours')));
const search = size(closure(lazy(/createSearch/)));
const levels = {};
// Each level as it adds to the levels above it (its module imports theirs, whose names it refers to).
for (const edicion of ['ine', 'base']) {
  const all = new Set();
  for (const level of ['estados', 'municipios', 'parroquias']) {
    const names = [...closure(lazy(new RegExp(`dist/${edicion}/${level}\\.js$`)))].filter((name) => !all.has(name));
    levels[`${edicion}/${level}`] = size(names);
    for (const name of names) all.add(name);
  }
  levels[edicion] = size(all);
}
const csc = size(closure(entry('csc')));
const reactSelect = size(closure(entry('peer')));
const require = createRequire(import.meta.url);
const { State, City } = require('country-state-city');
const cscVenezuela = gz(JSON.stringify({ states: State.getStatesOfCountry('VE'), cities: City.getCitiesOfCountry('VE') }));

console.log(`Midiendo en Chromium (${RUNS} visitas por página, medianas)…`);
const server = await preview({ configFile: config, preview: { host: '127.0.0.1', port: 0 } });
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** One visit: the Parroquia box opened cold and again, then `TYPED` key by key; main-thread work of each step. */
async function visit(url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  const cdp = await context.newCDPSession(page);
  // The main thread's CPU time in its tasks: on a loaded machine the clock would also count the
  // time other processes hold the core.
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
  // Clicks land where a person's would, without Playwright's checks (scripts run in the page, counted as its work).
  const box = await page.getByRole('combobox', { name: 'Parroquia', exact: true }).boundingBox();
  const input = { click: () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2) };
  // Until the first option shown differs from `before` (the data loading), then two frames: the work up to the paint.
  const step = async (action, before) => {
    const start = await task();
    await action();
    if (before !== undefined) await page.waitForFunction((before) => (document.querySelector('[role=listbox]:not([hidden]) [role=option]')?.textContent ?? '') !== before, before, { polling: 'raf', timeout: 2000 }).catch(() => {});
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return (await task()) - start;
  };
  const firstOpen = await step(() => input.click(), '');
  await page.mouse.click(900, 850);
  // What measuring costs: a click outside, which changes nothing.
  const nothing = await step(() => page.mouse.click(900, 850));
  // Opening a loaded list and each key render in the event's own task (React flushes a discrete
  // event at once, both searches are synchronous): no waiting for a change, which a key that leaves
  // the first option as it was would stretch into polling.
  const open = await step(() => input.click());
  const keys = [];
  for (const key of TYPED) keys.push(await step(() => page.keyboard.press(key === ' ' ? 'Space' : key)));
  await context.close();
  return { nothing, firstOpen, open, firstKey: keys[0], key: median(keys.slice(1)) };
}

/** The filtering alone: per prefix of `TYPED`, the median of many calls; then the median over prefixes. */
async function filtering() {
  const page = await browser.newPage();
  await page.goto(`${base}filter.html`);
  await page.waitForFunction(() => 'time' in window);
  const times = await page.evaluate((typed) => window.time(typed, 15), TYPED);
  await page.close();
  return { vegeo: median(times.vegeo), fuse: median(times.fuse) };
}

const measure = async (url) => {
  const visits = [];
  for (let i = 0; i <= RUNS; i++) {
    const result = await visit(url);
    if (i > 0) visits.push(result); // the first warms the server and the browser
  }
  return Object.fromEntries(Object.keys(visits[0]).map((key) => [key, median(visits.map((v) => v[key]))]));
};
try {
  const ours = await measure(`${base}ours.html`);
  const peer = await measure(`${base}peer.html`);
  const filter = await filtering();
  const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
  const rows = [
    ['JS propio del componente, al cargar la página', kb(component), '', '', '≤ 6 KB'],
    ['búsqueda de @vegeo/data (al escribir por primera vez)', kb(search), '', '', ''],
    ['datos ine: estados · + municipios · + parroquias', `${kb(levels['ine/estados'])} · ${kb(levels['ine/municipios'])} · ${kb(levels['ine/parroquias'])}`, '', '', ''],
    ['datos base: estados · + municipios · + parroquias', `${kb(levels['base/estados'])} · ${kb(levels['base/municipios'])} · ${kb(levels['base/parroquias'])}`, '', '', ''],
    ['los tres niveles ine y la búsqueda', kb(levels.ine + search), `country-state-city, Venezuela: ${kb(cscVenezuela)}`, ratio(levels.ine + search, cscVenezuela), '≤ 25 KB'],
    ['todo, con los tres niveles ine', kb(component + levels.ine + search), `country-state-city, todo: ${kb(csc)}`, ratio(component + levels.ine + search, csc), ''],
    ['un selector de parroquia con los datos base', kb(component + levels.base + search), `react-select y los mismos datos: ${kb(reactSelect)}`, ratio(component + levels.base + search, reactSelect), ''],
    ['abrir Parroquia la primera vez (carga los datos)', ms(ours.firstOpen), `react-select: ${ms(peer.firstOpen)}`, ratio(ours.firstOpen, peer.firstOpen), ''],
    ['un clic que no cambia nada (lo que cuesta medir)', ms(ours.nothing), `react-select: ${ms(peer.nothing)}`, '', ''],
    ['abrir Parroquia otra vez', ms(ours.open), `react-select: ${ms(peer.open)}`, ratio(ours.open, peer.open), '≤ 16 ms'],
    ['primera tecla (construye el índice)', ms(ours.firstKey), `react-select: ${ms(peer.firstKey)}`, ratio(ours.firstKey, peer.firstKey), ''],
    ['filtrar 1139 parroquias por tecla (la búsqueda sola)', `${filter.vegeo.toFixed(3)} ms`, `Fuse.js: ${filter.fuse.toFixed(3)} ms`, ratio(filter.vegeo, filter.fuse), '≤ 2 ms'],
    ['cada tecla siguiente, hasta la lista pintada', ms(ours.key), `react-select: ${ms(peer.key)}`, ratio(ours.key, peer.key), ''],
  ];
  console.log('\n| medida | vegeo | par | razón | meta |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTamaños con gzip -9 de lo que Vite construye (React aparte). Tiempos: tiempo de CPU del hilo principal de Chromium (TaskDuration en threadTicks), de la acción a la lista pintada; teclas de «${TYPED}» en Parroquia, sin estado ni municipio elegidos.`);
} finally {
  await browser.close();
  await server.close();
}
