#!/usr/bin/env node
// Memory of the Realtime Database stand-in holding the admin's history: a process running only
// the stand-in (from the build: npm run build -w @vegeo/testkit first) is seeded over REST as the
// owner with /geo, 1000 accounts at /users and the audit entries src/history.ts makes (as the
// admin's history bench does), 100 and then 100 000 of them; the /audit queries the auditoria
// callable makes (by key, by tipo, by uid, the last 50) run once; then it reports its RSS after a full garbage
// collection, and again at rest after MEMORY_REST_MS (20 s; memoryAtRest in src/harness says
// why): what stays then is what the data costs. MEMORY_MAPS=1 also prints its largest mappings
// and memoryUsage(). `node
// bench/memory.mjs [dist…]` measures other builds of testkit too, one after the other in the same
// run: a copy of dist/ from another commit, kept inside the repository so that its imports
// resolve (node_modules/.before, say). Nothing is asserted.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SIZES = (process.env.MEMORY_ENTRIES ?? '100,100000').split(',').map(Number);
const ACCOUNTS = 1000;
const REST_MS = Number(process.env.MEMORY_REST_MS ?? 20_000);
const here = fileURLToPath(new URL('.', import.meta.url));
const rulesPath = resolve(here, '../../database.rules.json');

if (process.argv[2] === '--serve') {
  // The child: the stand-in alone, answering `memory` right after a full collection and at rest.
  // memoryAtRest comes from this build of testkit, whichever build serves: a module of its own,
  // so that nothing else of the harness loads into the process being measured.
  const { startDatabaseServer } = await import(resolve(process.argv[3], 'rtdb/server.js'));
  const { memoryAtRest } = await import(resolve(here, '../dist/harness/memoryAtRest.js'));
  const server = await startDatabaseServer({ port: 0, rulesPath });
  process.on('message', async (message) => {
    if (message !== 'memory') return;
    globalThis.gc();
    const seeded = process.memoryUsage();
    const rested = await memoryAtRest(REST_MS);
    if (process.env.MEMORY_MAPS) {
      const maps = readFileSync('/proc/self/smaps', 'utf8').split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/);
      const rows = maps.map((map) => [Number(/\nRss:\s+(\d+)/.exec(map)?.[1] ?? 0), map.split('\n')[0]]).sort((a, b) => b[0] - a[0]);
      for (const [kib, line] of rows.slice(0, 8)) console.log(`  ${(kib / 1024).toFixed(1).padStart(6)} MiB ${line}`);
      console.log(rested);
    }
    process.send({ memory: { seeded, rested } });
  });
  process.on('disconnect', () => server.stop().then(() => process.exit(0)));
  process.send({ port: server.port });
} else {
  const { pais, toFlat } = await import('@vegeo/data');
  const { accounts, auditEntries } = await import('../dist/history.js');
  const builds = [resolve(here, '../dist'), ...process.argv.slice(2).map((dist) => resolve(dist))];
  const people = accounts(ACCOUNTS);
  const authors = people.filter((account) => account.role !== 'viewer');
  const entries = auditEntries(Math.max(...SIZES), authors);
  const MiB = (bytes) => (bytes / 1024 / 1024).toFixed(0).padStart(5);
  console.log(`carga: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(`${'build'.padEnd(40)} ${'entradas'.padStart(8)}  RSS al sembrar  RSS en reposo  heap total  heap usado (MiB)`);
  const rested = new Map(builds.map((dist) => [dist, []]));
  for (const size of SIZES) {
    // The smaller histories are samples of the largest: the same mix over the same years.
    const sample = entries.filter((_, i) => i % Math.round(entries.length / size) === 0).slice(0, size);
    for (const dist of builds) {
      const memory = await measure(dist, sample);
      const { rss, heapTotal, heapUsed } = memory.rested;
      console.log(`${dist.slice(-40).padEnd(40)} ${String(sample.length).padStart(8)}  ${MiB(memory.seeded.rss).padStart(14)}  ${MiB(rss).padStart(13)}  ${MiB(heapTotal).padStart(10)}  ${MiB(heapUsed).padStart(10)}`);
      rested.get(dist).push(rss);
    }
  }
  for (const [dist, [smallest, ...rest]] of rested) {
    if (rest.length > 0) console.log(`${dist.slice(-40).padEnd(40)} RSS en reposo, ${SIZES.at(-1)} entradas / ${SIZES[0]}: ${(rest.at(-1) / smallest).toFixed(2)}× (meta ≤ 1,5×)`);
  }

  async function measure(dist, sample) {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', dist], { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const next = (key) => new Promise((done) => child.on('message', (message) => key in message && done(message[key])));
    const port = await next('port');
    const url = (path, query = '') => `http://127.0.0.1:${port}${path}.json?ns=bench${query}`;
    const send = async (method, path, body) => {
      const response = await fetch(url(path), { method, headers: { Authorization: 'Bearer owner' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    };
    try {
      await send('PUT', '/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
      await send('PATCH', '/users', Object.fromEntries(people.map(({ uid, email, role, nombre, telefono, creado }) => [uid, { email, role, nombre, telefono, creado }])));
      for (let i = 0; i < sample.length; i += 5000) await send('PATCH', '/audit', Object.fromEntries(sample.slice(i, i + 5000)));
      for (const query of ['orderBy="$key"', 'orderBy="tipo"&equalTo="municipio"', `orderBy="uid"&equalTo="${authors[0].uid}"`]) {
        const response = await fetch(url('/audit', `&${query}&limitToLast=50`), { headers: { Authorization: 'Bearer owner' } });
        if (!response.ok) throw new Error(`/audit ${query}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      }
      const reply = next('memory');
      child.send('memory');
      return await reply;
    } finally {
      child.disconnect();
    }
  }
}
