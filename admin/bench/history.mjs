#!/usr/bin/env node
// `npm run bench:history -w @vegeo/admin`: as the history grows. Two sets of emulators, one
// seeded with 100 audit entries and 100 accounts, the other with 100 000 entries and 1 000
// accounts, measured in turns in one run: the auditoria callable's first page (plain and filtered), the
// usuarios callable's first pages (as the Usuarios list asks them: plain, searched by name and by
// phone, one role, sorted by name), the dashboard's, the Auditoría list's and the Usuarios list's
// first paint, and the memory of the process the database stand-in runs in. Nothing is asserted.
import { fileURLToPath } from 'node:url';
import { pais, toFlat } from '@vegeo/data';
import { accounts, auditEntries, createAdmin, getIdToken, readDatabase, seedAccounts, seedAudit, seedDatabase } from '@vegeo/testkit';
import { launch } from './browser.mjs';
import { measurePaints } from './history/paint.mjs';
import { startEmulatorProcess } from './history/process.mjs';
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

// Two sets of emulators side by side, each in a process of its own: one holds the small history,
// the other the large one, and every measure alternates between them, one call or one visit at a
// time. The machine's load, which moves from minute to minute, then weighs on both sides alike.
console.log('Arrancando dos juegos de emuladores (cada uno en un proceso aparte)…');
const sets = [];
let browser;
const stopAll = () => Promise.all(sets.map(({ emulators }) => emulators.stop()));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(1)));
try {
  for (const base of [
    { auth: 9699, database: 9600, functions: 5601 },
    { auth: 9799, database: 9700, functions: 5701 },
  ]) {
    sets.push({ emulators: await startEmulatorProcess(await emulatorPorts(base)) });
  }
  const [small, large] = sets;
  // testkit's helpers reach the emulators that process.env names: one set at a time.
  const use = ({ emulators }) => Object.assign(process.env, emulators.env);
  const others = accounts(ACCOUNTS - 1);
  const entriesFor = (admin) => auditEntries(LARGE, [admin, ...others.filter((account) => account.role !== 'viewer')]);
  // The small history is a sample of the large one: the same mix of entries over the same years.
  // Each step one entry longer than the last, so that it holds every kind of entry (a step of
  // exactly LARGE / SMALL would land on one kind only: they come in a cycle of 20).
  const sampled = new Set(Array.from({ length: SMALL }, (_, i) => Math.floor((i * LARGE) / SMALL) + i));

  for (const set of sets) {
    use(set);
    const { emulators } = set;
    await seedDatabase('/geo', toFlat(pais, { version: LARGE + 1, updatedAt: Date.now() }));
    set.admin = await createAdmin({ authHost: emulators.env.FIREBASE_AUTH_EMULATOR_HOST, projectId: emulators.projectId }, 'bench-admin@vegeo.test', 'secreto123');
    set.token = await getIdToken(set.admin);
    process.env.VEGEO_ADMIN_HOSTING = JSON.stringify({
      projectId: emulators.projectId,
      emulators: { auth: emulators.env.FIREBASE_AUTH_EMULATOR_HOST, database: emulators.env.FIREBASE_DATABASE_EMULATOR_HOST, functions: `127.0.0.1:${emulators.ports.functions}` },
    });
    // vite reads its config (and so the emulators' addresses) for each server it starts.
    set.server = await preview({ root: adminDir, mode: 'emulators', logLevel: 'warn', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
    set.url = set.server.resolvedUrls.local[0];
  }
  console.log(`Sembrando ${SMALL} entradas y ${SMALL_ACCOUNTS} cuentas en uno, ${LARGE} y ${ACCOUNTS} en el otro…`);
  const seeding = performance.now();
  for (const [set, entryCount, accountCount] of [
    [small, SMALL, SMALL_ACCOUNTS],
    [large, LARGE, ACCOUNTS],
  ]) {
    use(set);
    const target = { authHost: set.emulators.env.FIREBASE_AUTH_EMULATOR_HOST, projectId: set.emulators.projectId };
    await seedAccounts(others.slice(0, accountCount - 1), target);
    const entries = entriesFor(set.admin);
    const seeded = entryCount === LARGE ? entries : entries.filter((_, i) => sampled.has(i));
    await seedAudit(seeded);
    if (set === small) set.entries = seeded.map(([, entry]) => entry);
    set.entryCount = entryCount;
    set.accountCount = accountCount;
  }
  console.log(`  sembrado en ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  browser = await launch();

  // A filtered first page asks, on both sides, for as many entries as the small history holds
  // of that value (up to 50): the same page at both sizes, not an emptier one where the history is
  // short. The author sought is the one with the most entries there (the same account on both sides).
  const pageOf = (holds) => Math.min(50, small.entries.filter(holds).length);
  const authorCounts = new Map();
  for (const { uid } of small.entries) if (others.some((account) => account.uid === uid)) authorCounts.set(uid, (authorCounts.get(uid) ?? 0) + 1);
  const byAuthor = { campo: 'uid', valor: [...authorCounts].sort((a, b) => b[1] - a[1])[0][0] };
  const tipoPage = pageOf((entry) => entry.tipo === 'municipio');
  const authorPage = pageOf((entry) => entry.uid === byAuthor.valor);

  const call = async ({ emulators, token }, name, data) => {
    const response = await fetch(`http://127.0.0.1:${emulators.ports.functions}/${emulators.projectId}/us-central1/${name}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`${name}: ${JSON.stringify(body)}`);
    return body.result;
  };
  const expectCount = (what, expected) => (count) => {
    if (count !== expected) throw new Error(`${what}: ${count} en vez de ${expected}`);
  };
  // An account of the small set, to find by its name and by its phone at both sizes.
  const sought = others[41];
  const listPage = { orden: 'email', sentido: 'asc', desde: 0, limite: 25 };
  // Each call, with what its answer must hold at `entryCount` entries and `accountCount` accounts.
  const requests = ({ entryCount, accountCount }) => ({
    auditoria: ['auditoria', {}, (r) => expectCount('auditoria', Math.min(50, entryCount))(r.entradas.length)],
    porTipo: ['auditoria', { donde: { campo: 'tipo', valor: 'municipio' }, limite: tipoPage }, (r) => (expectCount('auditoria por tipo', tipoPage)(r.entradas.length), r.entradas.every((e) => e.tipo === 'municipio') || fail('tipo'))],
    porAutor: ['auditoria', { donde: byAuthor, limite: authorPage }, (r) => (expectCount('auditoria por autor', authorPage)(r.entradas.length), r.entradas.every((e) => e.uid === byAuthor.valor) || fail('uid'))],
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
  // One call at a time (the Functions emulator starts a worker per concurrent call), the two
  // sets in turn; the first round warms up and is dropped. Medians per set.
  const timeCalls = async (key) => {
    const times = sets.map(() => []);
    for (let i = 0; i <= CALLS; i++) {
      for (const [n, set] of sets.entries()) {
        const [name, data, check] = requests(set)[key];
        const started = performance.now();
        const result = await call(set, name, data);
        if (i > 0) times[n].push(performance.now() - started);
        check(result);
      }
    }
    return times.map(median);
  };

  console.log('Midiendo, un lado y el otro por turnos…');
  for (const set of sets) set.changes = (use(set), await readDatabase('/usersMeta/version')) ?? 0;
  for (const key of Object.keys(requests(small))) {
    const [a, b] = await timeCalls(key);
    small[key] = a;
    large[key] = b;
  }
  // usuarios writes to /users only to mend a copy that differs from Auth: none is expected here.
  for (const set of sets) {
    use(set);
    console.log(`  cambios de /users mientras se medía usuarios (${set.accountCount} cuentas): ${((await readDatabase('/usersMeta/version')) ?? 0) - set.changes}`);
  }
  const paints = await measurePaints(
    browser,
    sets.map(({ url, admin }) => ({ url, user: admin })),
    RUNS,
  );
  // Both at rest at once: each waits quiet for a while before it answers.
  const memories = await Promise.all(sets.map((set) => set.emulators.memory()));
  for (const [n, set] of sets.entries()) Object.assign(set, paints[n], { rss: memories[n].rss, heap: memories[n].heapUsed });

  const ms = (value) => `${value.toFixed(0)} ms`;
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const rows = [
    ['auditoria, primera página (50)', 'auditoria', ms],
    [`auditoria por tipo (municipio), primera página de ${tipoPage}`, 'porTipo', ms],
    [`auditoria por autor (uid), primera página de ${authorPage}`, 'porAutor', ms],
    ['usuarios, página de 50', 'usuarios50', ms],
    ['usuarios, primera página de la lista (25, por correo, con el total)', 'usuariosLista', ms],
    ['usuarios, buscando por nombre (dos apellidos)', 'usuariosNombre', ms],
    ['usuarios, buscando por teléfono', 'usuariosTelefono', ms],
    ['usuarios, solo administradores', 'usuariosRol', ms],
    ['usuarios, por nombre descendente', 'usuariosOrden', ms],
    ['panel: inicio de sesión → totales y últimos cambios pintados', 'dashboardMs', ms],
    ['Auditoría: clic → primera página pintada', 'auditListMs', ms],
    ['Usuarios: clic → primera página pintada', 'usuariosListMs', ms],
    ['memoria del proceso del stand-in (RSS), en reposo', 'rss', mib],
    ['  montón de JavaScript usado, tras recolectar', 'heap', mib],
  ];
  console.log(`\n| medida | ${SMALL} entradas, ${SMALL_ACCOUNTS} cuentas | ${LARGE} entradas, ${ACCOUNTS} cuentas | razón | meta |\n|---|---|---|---|---|`);
  for (const [label, key, format] of rows) {
    console.log(`| ${label} | ${format(small[key])} | ${format(large[key])} | ${(large[key] / small[key]).toFixed(2)}× | ≤ 1,5× |`);
  }
  console.log(`\nMedianas de ${CALLS} llamadas y de ${RUNS} visitas en frío a cada lado, por turnos; base de datos: ${small.emulators.database}.`);
} finally {
  await browser?.close();
  await Promise.all(sets.map(({ server }) => server?.close()));
  await stopAll();
}

function fail(what, name = 'auditoria') {
  throw new Error(`${name} devolvió entradas de otro ${what}`);
}
