// Which processes a supervisor has to end: plain JavaScript, loaded by supervisor.mjs as is.
import { execFileSync } from 'node:child_process';

/**
 * Every process now, from `ps`: pid → its parent and when it started. The start tells a process
 * we saw apart from a later one that got the same pid.
 */
export function processTable() {
  const listing = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,lstart='], { encoding: 'utf8' });
  const table = new Map();
  for (const line of listing.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S.*?)\s*$/.exec(line);
    if (match) table.set(Number(match[1]), { ppid: Number(match[2]), start: match[3] });
  }
  return table;
}

/**
 * The processes to end with `root`'s tree (pid → start): its descendants in `table`, and every
 * process of `tracked` still running. A detached child whose parent died is adopted by init and
 * is no descendant any more, yet it is ours and may still hold a port.
 */
export function trackTree(root, tracked, table) {
  const found = new Map();
  for (const [pid, start] of tracked) {
    if (table.get(pid)?.start === start) found.set(pid, start);
  }
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const seen = new Set([root]);
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      found.set(child, table.get(child).start);
      queue.push(child);
    }
  }
  return found;
}
