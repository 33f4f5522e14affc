import { readFileSync } from 'node:fs';
import { rulesPath } from './config.js';
import { emulatorTarget, requestJson } from './target.js';

// The emulator (and the stand-in) treat this bearer token as the database owner: rules bypassed.
const OWNER = { Authorization: 'Bearer owner' };

function url(path: string): string {
  const { databaseHost, namespace } = emulatorTarget();
  const clean = path.replace(/^\/+|\/+$/g, '');
  return `http://${databaseHost}/${clean}.json?ns=${namespace}`;
}

/**
 * Writes `value` at `path` as the owner, replacing what was there (REST PUT).
 *
 * @example
 * await seedDatabase('/geo/estados/14', { nombre: 'Mérida' });
 * await seedDatabase('/', fixture);
 */
export async function seedDatabase(path: string, value: unknown): Promise<void> {
  await requestJson(url(path), { method: 'PUT', headers: OWNER, body: JSON.stringify(value) });
}

/** Merges `children` into the node at `path` as the owner (REST PATCH, a multi-path update). */
export async function updateDatabase(path: string, children: Record<string, unknown>): Promise<void> {
  await requestJson(url(path), { method: 'PATCH', headers: OWNER, body: JSON.stringify(children) });
}

/** Reads the value at `path` as the owner; null when nothing is there. */
export async function readDatabase(path = '/'): Promise<unknown> {
  return requestJson(url(path), { headers: OWNER });
}

/** Deletes everything in the namespace; rules stay as loaded. */
export async function clearDatabase(): Promise<void> {
  await requestJson(url('/'), { method: 'DELETE', headers: OWNER });
}

/**
 * Replaces the security rules (REST `/.settings/rules.json`). Takes the rules object, with or
 * without its `rules` wrapper, or the text of a rules file (which may hold comments).
 *
 * @example
 * await loadRules(readFileSync('database.rules.json', 'utf8'));
 */
export async function loadRules(rules: string | object): Promise<void> {
  const text = typeof rules === 'string' ? rules : JSON.stringify('rules' in rules ? rules : { rules });
  await requestJson(url('/.settings/rules'), { method: 'PUT', headers: OWNER, body: text });
}

/** Loads the project's rules (the file firebase.json names, database.rules.json) again. */
export async function loadProjectRules(): Promise<void> {
  await loadRules(readFileSync(rulesPath(), 'utf8'));
}
