import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shOk } from './npm.mjs';

/**
 * An empty npm project in the system's temporary folder (outside the workspace: no links, no
 * hoisted packages), with `specs` installed as a user installs them: tarballs by path, registry
 * packages by name. npm's cache serves what it already has; nothing but the registry is asked.
 * @param {readonly string[]} specs
 * @returns {Promise<string>} its folder
 */
export async function freshProject(specs) {
  const dir = await mkdtemp(join(tmpdir(), 'vegeo-proyecto-'));
  await writeFile(join(dir, 'package.json'), `${JSON.stringify({ name: 'proyecto', version: '1.0.0', private: true }, null, 2)}\n`);
  const quoted = specs.map((spec) => `'${spec.replaceAll("'", "'\\''")}'`).join(' ');
  shOk(`npm install --no-audit --no-fund --prefer-offline --loglevel=error ${quoted}`, dir);
  return dir;
}

/**
 * The packages npm installed in `dir`: its lockfile's entries under node_modules.
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
export async function installedPackages(dir) {
  /** @type {{ packages: Record<string, unknown> }} */
  const lock = JSON.parse(await readFile(join(dir, 'package-lock.json'), 'utf8'));
  return Object.keys(lock.packages).filter((path) => path.startsWith('node_modules/')).map((path) => path.slice('node_modules/'.length));
}

/**
 * The bytes of every file under `dir`: what the files hold, not the disk blocks they take.
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function sizeOf(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}
