#!/usr/bin/env node
// `npm run admin`: the emulators (Auth, Functions, Realtime Database), /geo seeded when empty,
// demo accounts, and the app on Vite's dev server. Ctrl-C stops everything.
import { fileURLToPath } from 'node:url';
import { pais, ROLE_NAMES, toFlat } from '@vegeo/data';
import { createUser, isPortFree, readDatabase, seedDatabase, startEmulators } from '@vegeo/testkit';

const adminDir = fileURLToPath(new URL('..', import.meta.url));

export const DEMO_ACCOUNTS = [
  { email: 'admin@vegeo.test', password: 'admin123', role: 'admin' },
  { email: 'editor@vegeo.test', password: 'editor123', role: 'editor' },
  { email: 'lector@vegeo.test', password: 'lector123', role: 'viewer' },
];

/** firebase.json's ports when free, else the first free set 10 by 10 above them. */
async function choosePorts() {
  for (let step = 0; step < 30; step++) {
    const set = { auth: 9099 + 10 * step, database: 9000 + 10 * step, functions: 5001 + 10 * step };
    if ((await Promise.all(Object.values(set).map((port) => isPortFree(port)))).every(Boolean)) return set;
  }
  throw new Error('No hay puertos libres para los emuladores.');
}

async function main() {
  const stopping = new AbortController();
  const running = [];
  const stop = async () => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    console.log('\nDeteniendo…');
    for (const service of running.reverse()) await service.stop().catch((error) => console.error(error.message));
    console.log('Todo detenido.');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  console.log('Arrancando los emuladores (Auth, Functions, Realtime Database)…');
  const emulators = await startEmulators({ functions: true, ports: await choosePorts(), signal: stopping.signal });
  running.push(emulators);
  Object.assign(process.env, emulators.env);
  if (stopping.signal.aborted) return;

  const geo = await readDatabase('/geo/meta');
  if (geo == null) {
    await seedDatabase('/geo', toFlat(pais, { updatedAt: Date.now() }));
    console.log('/geo estaba vacía: sembrada con los datos incluidos.');
  }
  for (const account of DEMO_ACCOUNTS) await createUser(account).catch(() => undefined);

  process.env.VEGEO_ADMIN_HOSTING = JSON.stringify({
    projectId: emulators.projectId,
    emulators: {
      auth: emulators.env.FIREBASE_AUTH_EMULATOR_HOST,
      database: emulators.env.FIREBASE_DATABASE_EMULATOR_HOST,
      functions: `127.0.0.1:${emulators.ports.functions}`,
    },
  });
  const { createServer } = await import('vite');
  const server = await createServer({ root: adminDir, server: { host: '127.0.0.1', port: 5173 }, clearScreen: false });
  await server.listen();
  running.push({ stop: () => server.close() });

  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
  console.log(`\nvegeo admin: ${url}\n`);
  console.log('Cuentas de demostración:');
  for (const { email, password, role } of DEMO_ACCOUNTS) console.log(`  ${ROLE_NAMES[role].padEnd(13)} ${email}  contraseña: ${password}`);
  console.log(`\nEmuladores: Auth ${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}, Database ${emulators.databaseUrl}, Functions 127.0.0.1:${emulators.ports.functions}`);
  const outbox = `http://${emulators.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${emulators.projectId}`;
  console.log(`Correos enviados (enlaces de acceso, de contraseña, de verificación): ${outbox}/oobCodes`);
  console.log(`SMS enviados (códigos): ${outbox}/verificationCodes`);
  console.log('Ctrl-C para detener todo.');

  const crash = await emulators.crashed;
  if (stopping.signal.aborted) return;
  console.error(crash.message);
  process.exitCode = 1;
  await stop();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
