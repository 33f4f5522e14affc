// Load check for a Realtime Database emulator: 10 writers make 10,000 multi-path updates in all
// while 20 listeners on separate connections watch; verifies nothing is lost, every listener ends
// on the final state, and prints throughput and write → listener push latency.
//
// Uses the database at FIREBASE_DATABASE_EMULATOR_HOST when set, else starts the stand-in from
// the build (npm run build -w @vegeo/testkit first). Run: npm run load -w @vegeo/testkit
import { performance } from 'node:perf_hooks';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, goOffline, onChildAdded, onValue, ref, update } from 'firebase/database';

const WRITERS = Number(process.env.LOAD_WRITERS ?? 10);
const LISTENERS = Number(process.env.LOAD_LISTENERS ?? 20);
const UPDATES = Number(process.env.LOAD_UPDATES ?? 10_000);
// Writes each writer keeps outstanding: enough to pipeline, few enough that latency is not queueing.
const IN_FLIGHT = Number(process.env.LOAD_IN_FLIGHT ?? 5);
const NAMESPACE = 'load-bench';

async function database() {
  const configured = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
  if (configured) {
    const [host, port] = configured.split(':');
    return { host, port: Number(port), stop: async () => {} };
  }
  const { startDatabaseServer } = await import('../dist/rtdb/server.js');
  return startDatabaseServer({ port: 0 });
}

function client(server, name) {
  const app = initializeApp({ projectId: 'demo-vegeo', databaseURL: `http://${server.host}:${server.port}?ns=${NAMESPACE}` }, name);
  const db = getDatabase(app);
  connectDatabaseEmulator(db, server.host, server.port);
  return { app, db };
}

async function rest(server, method, path, body) {
  const response = await fetch(`http://${server.host}:${server.port}/${path}.json?ns=${NAMESPACE}`, {
    method,
    headers: { Authorization: 'Bearer owner' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function until(predicate, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (predicate()) resolve();
      else if (Date.now() > deadline) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

/** One writer's share: `count` updates, at most IN_FLIGHT outstanding. */
async function write(db, writer, count) {
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = next++;
      const id = `n${String(n).padStart(5, '0')}`;
      await update(ref(db, 'load'), { [`events/w${writer}/${id}`]: { n, sentAt: performance.timeOrigin + performance.now() }, [`heads/w${writer}`]: { n } });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
}

const OPEN_RULES = { rules: { '.read': true, '.write': true } };
const server = await database();
// The bench's own namespace, open to everyone, so it never disturbs another suite's data.
await rest(server, 'PUT', '.settings/rules', OPEN_RULES);
await rest(server, 'DELETE', 'load');
const perWriter = Math.ceil(UPDATES / WRITERS);
const total = perWriter * WRITERS;

const latencies = [];
const listeners = Array.from({ length: LISTENERS }, (_, i) => {
  const { app, db } = client(server, `listener-${i}`);
  const state = { app, db, events: 0, heads: null, ready: false };
  // One list per writer, as an app would shard a busy log, so no write copies a huge node.
  for (let writer = 0; writer < WRITERS; writer++) {
    onChildAdded(ref(db, `load/events/w${writer}`), (snapshot) => {
      state.events += 1;
      latencies.push(performance.timeOrigin + performance.now() - snapshot.val().sentAt);
    });
  }
  onValue(ref(db, 'load/heads'), (snapshot) => {
    state.heads = snapshot.val();
    state.ready = true;
  });
  return state;
});
await until(() => listeners.every((listener) => listener.ready), 'listeners to attach');

const writers = Array.from({ length: WRITERS }, (_, i) => client(server, `writer-${i}`));
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(writers.map(({ db }, i) => write(db, i, perWriter)));
const written = performance.now();
const finalHeads = Object.fromEntries(writers.map((_, i) => [`w${i}`, { n: perWriter - 1 }]));
await until(
  () => listeners.every((l) => l.events === total && JSON.stringify(l.heads) === JSON.stringify(finalHeads)),
  'every listener to reach the final state',
);
const delivered = performance.now();
const cpu = process.cpuUsage(cpuBefore);

const stored = (await get(ref(writers[0].db, 'load/events'))).val() ?? {};
const lost = total - Object.values(stored).reduce((sum, list) => sum + Object.keys(list).length, 0);
latencies.sort((a, b) => a - b);
const seconds = (ms) => (ms / 1000).toFixed(2);
console.log(`writers ${WRITERS} (${IN_FLIGHT} writes in flight each), listeners ${LISTENERS}, updates ${total}`);
console.log(`writes acknowledged in ${seconds(written - started)} s: ${Math.round(total / ((written - started) / 1000))} updates/s`);
console.log(`all listeners final after ${seconds(delivered - started)} s: ${Math.round((total * LISTENERS) / ((delivered - started) / 1000))} pushes/s delivered`);
if (latencies.length > 0) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`push latency (write issued → listener event): p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`);
}
console.log(`lost updates: ${lost}; listeners on final state: ${listeners.length}/${LISTENERS}`);
// Clients and (by default) the server share this process: a low share means a busy machine.
console.log(`CPU used by this process: ${Math.round(((cpu.user + cpu.system) / 1000 / (delivered - started)) * 100)}% of one core`);

for (const { db, app } of [...listeners, ...writers]) {
  goOffline(db);
  await deleteApp(app);
}
await server.stop();
if (lost !== 0) process.exitCode = 1;
