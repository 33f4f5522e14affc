import { readFile, writeFile } from 'node:fs/promises';
import type { DataNode } from './node.js';
import { normalizeValue } from './normalize.js';

/**
 * Data files map namespace names to their data:
 * `{"demo-vegeo-default-rtdb": {"geo": {...}}}`. Priorities are kept in export format.
 */
export async function importData(file: string): Promise<Record<string, DataNode>> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file}: expected an object of namespace → data`);
  }
  const out: Record<string, DataNode> = {};
  for (const [name, data] of Object.entries(parsed)) {
    out[name] = normalizeValue(data, null, { now: Date.now(), depth: 0 });
  }
  return out;
}

export async function exportData(file: string, data: Record<string, DataNode>): Promise<void> {
  await writeFile(file, JSON.stringify(data, null, 2) + '\n', 'utf8');
}
