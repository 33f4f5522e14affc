// Round trips of `estado` through the Functions and Auth emulators and the harness database:
// 20 clients signed in as their own users, each calling in a loop.
import { pais, toFlat } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, freePorts, seedDatabase, startEmulators } from '@vegeo/testkit';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';

export async function roundTrips({ clients, callsPerClient }) {
  const [auth, database, functions] = (process.env.VEGEO_EMULATORS_PORTS ?? '').split(',').map(Number);
  const log = process.env.VEGEO_BENCH_LOG ? { log: (line) => console.error(line) } : {};
  const [freeAuth, freeDatabase, freeFunctions] = await freePorts(3);
  const ports = auth ? { auth, database, functions } : { auth: freeAuth, database: freeDatabase, functions: freeFunctions };
  const emulators = await startEmulators({ functions: true, ...log, ports });
  const previous = { ...process.env };
  Object.assign(process.env, emulators.env);
  try {
    await clearUsers();
    await clearDatabase();
    await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
    const callers = await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const user = await createUser({ email: `bench${i}@vegeo.test`, role: 'viewer' });
        const app = initializeApp({ projectId: emulators.projectId, apiKey: 'demo-api-key' }, `bench-${i}`);
        const appAuth = getAuth(app);
        connectAuthEmulator(appAuth, `http://127.0.0.1:${emulators.ports.auth}`, { disableWarnings: true });
        await signInWithEmailAndPassword(appAuth, user.email, user.password);
        const fns = getFunctions(app);
        connectFunctionsEmulator(fns, '127.0.0.1', emulators.ports.functions);
        return { app, estado: httpsCallable(fns, 'estado', { timeout: 120_000 }) };
      }),
    );
    // Warm-up in waves: the emulator runs one worker process per concurrent call, and each new
    // worker loads the module and builds its index on its first call.
    for (const wave of [1, 5, 10, clients]) {
      await Promise.all(callers.slice(0, wave).map((c) => c.estado({ nombre: 'Mérida' })));
    }
    const latencies = [];
    const failures = new Map();
    const start = performance.now();
    await Promise.all(
      callers.map(async (c, i) => {
        for (let k = 0; k < callsPerClient; k++) {
          const t = performance.now();
          try {
            await c.estado({ nombre: k % 2 ? 'Mérida' : 'Zulia', opciones: { municipios: i % 2 === 0 } });
            latencies.push(performance.now() - t);
          } catch (error) {
            failures.set(error.code, (failures.get(error.code) ?? 0) + 1);
          }
        }
      }),
    );
    const wall = performance.now() - start;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    await Promise.all(callers.map((c) => deleteApp(c.app)));
    return [
      `${latencies.length} calls: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
      `throughput ${((latencies.length / wall) * 1000).toFixed(0)} calls/s (${emulators.database.kind} database)`,
      ...(failures.size ? [`failed calls: ${[...failures].map(([code, n]) => `${n} ${code}`).join(', ')}`] : []),
    ];
  } finally {
    process.env = previous;
    await emulators.stop();
  }
}
