import { readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { StoredSettings } from './settings.js';

/** The settings a user keeps (`config.json`) and the session `vegeo login` leaves (`session.json`). */
export const CONFIG_FILE = 'config.json';
export const SESSION_FILE = 'session.json';

/** `$XDG_CONFIG_HOME/vegeo`, or `~/.config/vegeo`. */
export function configDir(env: Record<string, string | undefined>): string {
  const base = env['XDG_CONFIG_HOME'] || join(env['HOME'] || homedir(), '.config');
  return join(base, 'vegeo');
}

/** A JSON file of the config directory, or `undefined` when it is missing or unreadable. */
export async function readConfigFile<T>(dir: string, name: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The same, synchronously: for the start-up check of `remote: true`, which must stay cheap. */
export function readConfigFileSync<T>(dir: string, name: string): T | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** What `config.json` holds, read synchronously (or `undefined`). */
export function storedSettingsSync(env: Record<string, string | undefined>): StoredSettings | undefined {
  return readConfigFileSync<StoredSettings>(configDir(env), CONFIG_FILE);
}

/**
 * Writes `value` as JSON, readable by the user only: the directory 0700 and the file 0600 (it
 * may hold tokens). Written aside and renamed, so a reader never sees half a file.
 */
export async function writeConfigFile(dir: string, name: string, value: unknown): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // mkdir leaves an existing directory's mode alone, and the umask may have widened a new one.
  await chmod(dir, 0o700);
  const path = join(dir, name);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, path);
}

/** Removes a file of the config directory; a missing one is fine. Resolves to whether there was one. */
export async function removeConfigFile(dir: string, name: string): Promise<boolean> {
  try {
    await rm(join(dir, name));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
