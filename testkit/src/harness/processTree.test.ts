import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTable, trackTree, type ProcessTable } from './processTree.mjs';

const table = (rows: [pid: number, ppid: number, start: string][]): ProcessTable =>
  new Map(rows.map(([pid, ppid, start]) => [pid, { ppid, start }]));

// The supervisor (10), firebase-tools (11) and the database emulator it spawned detached (12).
const RUNNING = table([
  [1, 0, 'T0'],
  [10, 1, 'T1'],
  [11, 10, 'T2'],
  [12, 11, 'T3'],
  [20, 1, 'T4'],
]);

describe('trackTree', () => {
  it('finds every descendant of the root, and nothing else', () => {
    expect(trackTree(10, new Map(), RUNNING)).toEqual(new Map([[11, 'T2'], [12, 'T3']]));
  });

  it('keeps a tracked process that outlived its parent and was adopted by init', () => {
    const tracked = trackTree(10, new Map(), RUNNING);
    // firebase-tools died; the emulator it started now hangs from pid 1.
    const afterDeath = table([[1, 0, 'T0'], [10, 1, 'T1'], [12, 1, 'T3'], [20, 1, 'T4']]);
    expect(trackTree(10, tracked, afterDeath)).toEqual(new Map([[12, 'T3']]));
  });

  it('forgets a process that ended, and never takes a later one with the same pid for it', () => {
    const tracked = new Map([[12, 'T3'], [13, 'T5']]);
    const later = table([[1, 0, 'T0'], [10, 1, 'T1'], [12, 1, 'T9']]);
    expect(trackTree(10, tracked, later)).toEqual(new Map());
  });
});

describe('trackTree over real processes', () => {
  it('still names a detached grandchild after its parent exited', async () => {
    // The parent starts a detached child that outlives it, says its pid, and exits when told.
    const parent = spawn(
      process.execPath,
      ['-e', "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' }); console.log(c.pid); process.stdin.on('end', () => process.exit(0)); process.stdin.resume();"],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const [line] = (await once(parent.stdout, 'data')) as [Buffer];
    const child = Number(String(line).trim());
    try {
      const tracked = trackTree(process.pid, new Map(), processTable());
      expect([...tracked.keys()]).toEqual(expect.arrayContaining([parent.pid, child]));
      parent.stdin.end();
      await once(parent, 'exit');
      const afterwards = processTable();
      expect(afterwards.get(child)?.ppid).not.toBe(parent.pid);
      expect(trackTree(process.pid, tracked, afterwards).has(child)).toBe(true);
      expect(trackTree(process.pid, new Map(), afterwards).has(child)).toBe(false);
    } finally {
      process.kill(child, 'SIGKILL');
    }
  });
});

describe('processTable', () => {
  it('lists this process under its parent', () => {
    const processes = processTable();
    expect(processes.get(process.pid)?.ppid).toBe(process.ppid);
    expect(processes.get(process.pid)?.start).toMatch(/\d{2}:\d{2}:\d{2}/);
  });
});
