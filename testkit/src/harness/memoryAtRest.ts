import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The process's memory at rest, as the benchmarks report it (run with --expose-gc): after a full
 * collection, `restMs` without work and another collection. V8 keeps the young generation it
 * grew to under load until the process has been quiet a while, and hands the pages a collection
 * freed back to the system from a task of its own, hence the last second.
 */
export async function memoryAtRest(restMs: number): Promise<NodeJS.MemoryUsage> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('memoryAtRest needs node --expose-gc');
  collect();
  await sleep(restMs);
  collect();
  await sleep(1000);
  return process.memoryUsage();
}
