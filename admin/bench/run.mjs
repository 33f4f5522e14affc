#!/usr/bin/env node
// `npm run bench -w @vegeo/admin`: our figures beside the baseline's, from the same run. Nothing
// is asserted. Baseline: a bare react-admin app built the same way over ra-data-fakerest holding
// the same records (bench/baseline/), and ra-data-fakerest for the provider's getList.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pais, toFlat } from '@vegeo/data';
import { createUser, seedDatabase, startEmulators } from '@vegeo/testkit';
import { LATENCY_MS, launch, measureApps } from './browser.mjs';
import { emulatorPorts, freePort } from './ports.mjs';

const adminDir = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.VEGEO_BENCH_RUNS ?? 5);
// Other builds of the app measured in the same turns (A/B): the `admin/` directories of other
// trees, comma-separated (`git archive <commit> admin data | tar -x -C <dir>`, inside this checkout
// so that they resolve the same node_modules), each printed as its own table beside this one.
const AGAINST = process.env.VEGEO_BENCH_AGAINST ? process.env.VEGEO_BENCH_AGAINST.split(',') : [];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${value.toFixed(value < 1 ? 3 : 0)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

console.log('Construyendo la aplicación (para los emuladores) y la de referencia…');
const { build, preview } = await import('vite');
await build({ root: adminDir, mode: 'emulators', logLevel: 'warn' });
await build({ configFile: fileURLToPath(new URL('baseline/vite.config.ts', import.meta.url)), logLevel: 'warn' });
for (const root of AGAINST) await build({ root, mode: 'emulators', logLevel: 'warn' });

console.log('Midiendo el proveedor de datos…');
const provider = JSON.parse(execFileSync(process.execPath, ['bench/provider.mjs'], { cwd: adminDir, encoding: 'utf8' }));

console.log('Arrancando los emuladores…');
const emulators = await startEmulators({ functions: true, ports: await emulatorPorts() });
const servers = [];
const browser = await launch();
try {
  Object.assign(process.env, emulators.env);
  await seedDatabase('/geo', toFlat(pais, { updatedAt: Date.now() }));
  const user = await createUser({ email: 'bench@vegeo.test', role: 'editor' });
  process.env.VEGEO_ADMIN_HOSTING = JSON.stringify({
    projectId: emulators.projectId,
    emulators: { auth: emulators.env.FIREBASE_AUTH_EMULATOR_HOST, database: emulators.env.FIREBASE_DATABASE_EMULATOR_HOST, functions: `127.0.0.1:${emulators.ports.functions}` },
  });
  const serve = async (options) => {
    const server = await preview({ logLevel: 'warn', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true }, ...options });
    servers.push(server);
    return server.resolvedUrls.local[0];
  };
  const oursUrl = await serve({ root: adminDir, mode: 'emulators' });
  const baselineUrl = await serve({ configFile: fileURLToPath(new URL('baseline/vite.config.ts', import.meta.url)) });

  console.log(`Midiendo en Chromium (${RUNS} visitas en frío por aplicación, por turnos, medianas${LATENCY_MS ? `; ${LATENCY_MS} ms añadidos a cada petición` : ''})…`);
  const againstUrls = [];
  for (const root of AGAINST) againstUrls.push(await serve({ root, mode: 'emulators' }));
  const [ours, baseline, ...others] = await measureApps(
    browser,
    [oursUrl, baselineUrl, ...againstUrls].map((url) => ({ url, user })),
    RUNS,
  );

  const rows = [
    ['JavaScript antes de iniciar sesión (gzip)', kib(ours.beforeSignIn), kib(baseline.beforeSignIn), ratio(ours.beforeSignIn, baseline.beforeSignIn), '≤ 1,0×'],
    ['JavaScript tras iniciar sesión, lista de parroquias (gzip)', kib(ours.afterSignIn), kib(baseline.afterSignIn), ratio(ours.afterSignIn, baseline.afterSignIn), '≤ 1,15×'],
    ['inicio de sesión → lista de 1139 parroquias pintada', ms(ours.signInToListMs), ms(baseline.signInToListMs), ratio(ours.signInToListMs, baseline.signInToListMs), '≤ 1,25×'],
    // Where it goes: the baseline has no network (its auth and data are in the page), so its whole
    // time is drawing; ours waits for Auth and the database, then draws.
    ['  de ello, hasta que Auth responde (contraseña y cuenta)', ms(ours.authMs), '—', '', ''],
    ['  hasta el primer mensaje de la base de datos (conexión abierta)', ms(ours.databaseMs), '—', '', ''],
    ['  hasta recibir todo `/geo` (estados, municipios, parroquias, meta)', ms(ours.geoMs), '—', '', ''],
    ['  dibujo: desde ahí hasta la lista pintada', ms(ours.drawMs), ms(baseline.signInToListMs), ratio(ours.drawMs, baseline.signInToListMs), ''],
    ['inicio de sesión de vuelta (tras salir, en el mismo navegador) → lista pintada', ms(ours.againSignInToListMs), ms(baseline.againSignInToListMs), ratio(ours.againSignInToListMs, baseline.againSignInToListMs), '≤ 1,5×'],
    ['  de ello, hasta que Auth responde', ms(ours.againAuthMs), '—', '', ''],
    ['  hasta recibir todo `/geo`', ours.againGeoMs === undefined ? 'después' : ms(ours.againGeoMs), '—', '', ''],
    ['trabajo del hilo principal por tecla en la búsqueda (hasta la lista filtrada pintada)', ms(ours.keystrokeMs), ms(baseline.keystrokeMs), ratio(ours.keystrokeMs, baseline.keystrokeMs), '≤ 0,5×'],
    ['getList de parroquias con q, orden y página', ms(provider.oursMs), ms(provider.baselineMs), ratio(provider.oursMs, provider.baselineMs), ''],
    ['  la primera tras un cambio de los datos', ms(provider.oursAfterChangeMs), ms(provider.baselineMs), ratio(provider.oursAfterChangeMs, provider.baselineMs), ''],
  ];
  console.log('\n| medida | vegeo | referencia | razón | meta |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const [n, against] of others.entries()) {
    const keys = ['beforeSignIn', 'afterSignIn', 'signInToListMs', 'authMs', 'geoMs', 'drawMs', 'againSignInToListMs', 'keystrokeMs'];
    const shown = (key, value) => (value === undefined ? '—' : key.endsWith('SignIn') ? kib(value) : ms(value));
    const part = (key, value) => (value === undefined || baseline[key] === undefined ? '' : ratio(value, baseline[key]));
    console.log(`\nA/B en la misma ejecución. A: ${AGAINST[n]}; B: esta aplicación.\n\n| medida | A | B | referencia | A / ref | B / ref | B frente a A |\n|---|---|---|---|---|---|---|`);
    for (const key of keys) {
      const gain = against[key] === undefined ? '' : `${Math.round((1 - ours[key] / against[key]) * 100)} %`;
      console.log(`| ${key} | ${shown(key, against[key])} | ${shown(key, ours[key])} | ${shown(key, baseline[key])} | ${part(key, against[key])} | ${part(key, ours[key])} | ${gain} |`);
    }
  }
  console.log('\nReferencia: react-admin solo, construido igual, con ra-data-fakerest sobre los mismos registros (bench/baseline/).');
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  await emulators.stop();
}
