// The emulators in a process of their own (run with --expose-gc), so the stand-in's memory is
// that process's: it answers `memory` with its memory at rest (testkit's memoryAtRest, after
// VEGEO_BENCH_REST_MS, 20 s, without work), and `stop` by stopping everything and exiting.
import { memoryAtRest, startEmulators } from '@vegeo/testkit';

const emulators = await startEmulators({ functions: true, ports: JSON.parse(process.argv[2]) });
const stop = async () => {
  await emulators.stop();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('message', async (message) => {
  if (message === 'stop') return stop();
  if (message === 'memory') process.send({ memory: await memoryAtRest(Number(process.env.VEGEO_BENCH_REST_MS ?? 20_000)) });
});
process.send({ started: { env: emulators.env, ports: emulators.ports, projectId: emulators.projectId, database: emulators.database.kind } });
