import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { FIREBASE_JSON, REPO_ROOT, type EmulatorPorts } from './config.js';

interface FirebaseConfig {
  database?: { rules?: string };
  functions?: { source?: string }[];
  emulators?: Record<string, { port?: number } & Record<string, unknown>>;
}

export interface PortedConfig {
  path: string;
  remove(): void;
}

const absolute = (path: string): string => (isAbsolute(path) ? path : join(REPO_ROOT, path));

/**
 * firebase.json with other emulator ports, written to a temporary directory for `--config`.
 * firebase-tools takes ports only from its config file; paths are made absolute so the copy
 * still points into the repository.
 */
export function writePortedConfig(ports: EmulatorPorts): PortedConfig {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseConfig;
  if (config.database?.rules) config.database.rules = absolute(config.database.rules);
  for (const codebase of config.functions ?? []) {
    if (codebase.source) codebase.source = absolute(codebase.source);
  }
  config.emulators = config.emulators ?? {};
  for (const [name, port] of Object.entries(ports)) {
    config.emulators[name] = { ...config.emulators[name], port };
  }
  const dir = mkdtempSync(join(tmpdir(), 'vegeo-emulators-'));
  const path = join(dir, 'firebase.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
