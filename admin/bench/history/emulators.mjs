// The emulators in a process of their own (run with --expose-gc), so the stand-in's memory is
// that process's: it answers `memory` with process.memoryUsage() at rest (after a full
// collection, and again once it has been quiet VEGEO_BENCH_REST_MS, 20 s: V8 gives back the young
// generation it grew to under load only then), and `stop` by stopping everything and exiting.
import { startEmulators } from '@vegeo/testkit';

const emulators = await startEmulators({ functions: true, ports: JSON.parse(process.argv[2]) });
const stop = async () => {
  await emulators.stop();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('message', async (message) => {
  if (message === 'stop') return stop();
  if (message === 'memory') {
    globalThis.gc();
    await new Promise((done) => setTimeout(done, Number(process.env.VEGEO_BENCH_REST_MS ?? 20_000)));
    globalThis.gc();
    // V8 hands the pages a collection freed back to the system from a task of its own.
    await new Promise((done) => setTimeout(done, 1000));
    process.send({ memory: process.memoryUsage() });
  }
});
process.send({ started: { env: emulators.env, ports: emulators.ports, projectId: emulators.projectId, database: emulators.database.kind } });
