#!/usr/bin/env node
// `npm run bench:history -w @vegeo/admin`: as the history grows. The emulators are seeded with
// 100 audit entries and 100 accounts, measured, then grown to 100 000 entries and 1 000 accounts
// and measured again, in one run: the auditoria callable's first page (plain and filtered), the
// usuarios callable's first pages (as the Usuarios list asks them: plain, searched by name and by
// phone, one role, sorted by name), the dashboard's, the Auditoría list's and the Usuarios list's
// first paint, and the memory of the process the database stand-in runs in. Nothing is asserted.
import { fileURLToPath } from 'node:url';
import { pais, toFlat } from '@vegeo/data';
import { createUser, getIdToken, readDatabase, seedDatabase } from '@vegeo/testkit';
import { launch } from './browser.mjs';
import { measurePaints } from './history/paint.mjs';
import { startEmulatorProcess } from './history/process.mjs';
import { accounts, auditEntries, seedAccounts, seedAudit } from './history/seed.mjs';
import { emulatorPorts, freePort } from './ports.mjs';

const adminDir = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.VEGEO_BENCH_RUNS ?? 5);
const CALLS = Number(process.env.VEGEO_BENCH_CALLS ?? 21);
const SMALL = 100;
const LARGE = 100_000;
const ACCOUNTS = 1_000;
const SMALL_ACCOUNTS = 100;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log('Construyendo la aplicación (para los emuladores)…');
const { build, preview } = await import('vite');
await build({ root: adminDir, mode: 'emulators', logLevel: 'warn' });

console.log('Arrancando los emuladores (en un proceso aparte)…');
const emulators = await startEmulatorProcess(await emulatorPorts({ auth: 9699, database: 9600, functions: 5601 }));
let server;
let browser;
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => emulators.stop().finally(() => process.exit(1)));
try {
  Object.assign(process.env, emulators.env);
  const target = { authHost: emulators.env.FIREBASE_AUTH_EMULATOR_HOST, projectId: emulators.projectId };
  await seedDatabase('/geo', toFlat(pais, { version: LARGE + 1, updatedAt: Date.now() }));
  const admin = await createUser({ email: 'bench-admin@vegeo.test', role: 'admin' });
  const others = accounts(ACCOUNTS - 1);
  const authors = [admin, ...others.filter((account) => account.role !== 'viewer')];
  const entries = auditEntries(LARGE, authors);
  // The small history is a sample of the large one: the same mix of entries over the same years.
  const sampled = new Set(Array.from({ length: SMALL }, (_, i) => Math.floor((i * LARGE) / SMALL)));
  const byAuthor = { campo: 'uid', valor: authors[1].uid };

  process.env.VEGEO_ADMIN_HOSTING = JSON.stringify({
    projectId: emulators.projectId,
    emulators: { auth: target.authHost, database: emulators.env.FIREBASE_DATABASE_EMULATOR_HOST, functions: `127.0.0.1:${emulators.ports.functions}` },
  });
  server = await preview({ root: adminDir, mode: 'emulators', logLevel: 'warn', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
  const url = server.resolvedUrls.local[0];
  browser = await launch();

  const token = await getIdToken(admin);
  const call = async (name, data) => {
    const response = await fetch(`http://127.0.0.1:${emulators.ports.functions}/${emulators.projectId}/us-central1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${name}: ${JSON.stringify(body)}`);
    return body.result;
  };
  // One call at a time: the Functions emulator starts a worker per concurrent call.
  const timeCall = async (name, data, check) => {
    const times = [];
    for (let i = 0; i <= CALLS; i++) {
      const started = performance.now();
      const result = await call(name, data);
      if (i > 0) times.push(performance.now() - started);
      check(result);
    }
    return median(times);
  };
  const expectCount = (what, expected) => (count) => {
    if (count !== expected) throw new Error(`${what}: ${count} en vez de ${expected}`);
  };
  // An account of the small set, to find by its name and by its phone at both sizes.
  const sought = others[41];
  const listPage = { orden: 'email', sentido: 'asc', desde: 0, limite: 25 };
  // Each call, with what its answer must hold at `entryCount` entries and `accountCount` accounts.
  const requests = (entryCount, accountCount) => ({
    auditoria: ['auditoria', {}, (r) => expectCount('auditoria', Math.min(50, entryCount))(r.entradas.length)],
    porTipo: ['auditoria', { donde: { campo: 'tipo', valor: 'municipio' } }, (r) => r.entradas.every((e) => e.tipo === 'municipio') || fail('tipo')],
    porAutor: ['auditoria', { donde: byAuthor }, (r) => r.entradas.every((e) => e.uid === byAuthor.valor) || fail('uid')],
    usuarios50: ['usuarios', { limite: 50 }, (r) => expectCount('usuarios', Math.min(50, accountCount))(r.usuarios.length)],
    usuariosLista: [
      'usuarios',
      listPage,
      (r) => {
        expectCount('usuarios (total)', accountCount)(r.total);
        expectCount('usuarios', 25)(r.usuarios.length);
      },
    ],
    usuariosNombre: ['usuarios', { ...listPage, buscar: sought.nombre.split(' ').slice(1).join(' ') }, (r) => r.usuarios.some((u) => u.uid === sought.uid) || fail('nombre', 'usuarios')],
    usuariosTelefono: ['usuarios', { ...listPage, buscar: sought.telefono.slice(3) }, (r) => (r.total === 1 && r.usuarios[0].uid === sought.uid) || fail('teléfono', 'usuarios')],
    usuariosRol: ['usuarios', { ...listPage, rol: 'admin' }, (r) => (r.usuarios.length > 0 && r.usuarios.every((u) => u.role === 'admin')) || fail('rol', 'usuarios')],
    usuariosOrden: ['usuarios', { ...listPage, orden: 'nombre', sentido: 'desc' }, (r) => expectCount('usuarios por nombre', 25)(r.usuarios.length)],
  });
  const measure = async (label, entryCount, accountCount) => {
    console.log(`Midiendo con ${label}…`);
    const calls = {};
    const changes = await readDatabase('/usersMeta/version');
    for (const [key, [name, data, check]] of Object.entries(requests(entryCount, accountCount))) calls[key] = await timeCall(name, data, check);
    // usuarios writes to /users only to mend a copy that differs from Auth: none is expected here.
    console.log(`  cambios de /users mientras se medía usuarios: ${((await readDatabase('/usersMeta/version')) ?? 0) - (changes ?? 0)}`);
    const { rss, heapUsed: heap } = await emulators.memory();
    return { ...calls, rss, heap, ...(await measurePaints(browser, url, admin, RUNS)) };
  };

  await seedAudit(entries.filter((_, i) => sampled.has(i)));
  await seedAccounts(others.slice(0, SMALL_ACCOUNTS - 1), target);
  // The first calls of a function run colder (loading, compiling): once over everything first,
  // so that the small sizes are not measured colder than the large ones.
  for (const [name, data, check] of Object.values(requests(SMALL, SMALL_ACCOUNTS))) await timeCall(name, data, check);
  const small = await measure(`${SMALL} entradas y ${SMALL_ACCOUNTS} cuentas`, SMALL, SMALL_ACCOUNTS);
  console.log(`Sembrando ${LARGE} entradas y ${ACCOUNTS} cuentas…`);
  const seeding = performance.now();
  await seedAccounts(others.slice(SMALL_ACCOUNTS - 1), target);
  await seedAudit(entries.filter((_, i) => !sampled.has(i)));
  console.log(`  sembrado en ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const large = await measure(`${LARGE} entradas y ${ACCOUNTS} cuentas`, LARGE, ACCOUNTS);

  const ms = (value) => `${value.toFixed(0)} ms`;
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const rows = [
    ['auditoria, primera página (50)', 'auditoria', ms],
    ['auditoria por tipo (municipio), primera página', 'porTipo', ms],
    ['auditoria por autor (uid), primera página', 'porAutor', ms],
    ['usuarios, página de 50', 'usuarios50', ms],
    ['usuarios, primera página de la lista (25, por correo, con el total)', 'usuariosLista', ms],
    ['usuarios, buscando por nombre (dos apellidos)', 'usuariosNombre', ms],
    ['usuarios, buscando por teléfono', 'usuariosTelefono', ms],
    ['usuarios, solo administradores', 'usuariosRol', ms],
    ['usuarios, por nombre descendente', 'usuariosOrden', ms],
    ['panel: inicio de sesión → totales y últimos cambios pintados', 'dashboardMs', ms],
    ['Auditoría: clic → primera página pintada', 'auditListMs', ms],
    ['Usuarios: clic → primera página pintada', 'usuariosListMs', ms],
    ['memoria del proceso del stand-in (RSS)', 'rss', mib],
    ['  montón de JavaScript usado, tras recolectar', 'heap', mib],
  ];
  console.log(`\n| medida | ${SMALL} entradas, ${SMALL_ACCOUNTS} cuentas | ${LARGE} entradas, ${ACCOUNTS} cuentas | razón | meta |\n|---|---|---|---|---|`);
  for (const [label, key, format] of rows) {
    console.log(`| ${label} | ${format(small[key])} | ${format(large[key])} | ${(large[key] / small[key]).toFixed(2)}× | ≤ 1,5× |`);
  }
  console.log(`\nMedianas de ${CALLS} llamadas seguidas y de ${RUNS} visitas en frío; base de datos: ${emulators.database}.`);
} finally {
  await browser?.close();
  await server?.close();
  await emulators.stop();
}

function fail(what, name = 'auditoria') {
  throw new Error(`${name} devolvió entradas de otro ${what}`);
}
