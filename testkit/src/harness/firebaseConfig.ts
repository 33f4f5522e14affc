import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { FIREBASE_JSON, REPO_ROOT, type EmulatorPorts } from './config.js';

/** Ports firebase-tools would otherwise pick by itself (4400, 4500, …, next free on conflict). */
export interface AuxiliaryPorts {
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
}

interface FirebaseConfig {
  database?: { rules?: string };
  functions?: { source?: string }[];
  emulators?: Record<string, { host?: string; port?: number } | boolean>;
}

export interface EmulatorConfig {
  path: string;
  dir: string;
  remove(): void;
}

/**
 * firebase.json as firebase-tools gets it, written to a temporary directory for `--config`:
 * the repository's file with our ports. The auxiliary ports are pinned because two suites
 * starting at once both took 4501 for the logging emulator and one of them failed. firebase-tools
 * joins a functions source to the config's directory, even an absolute one, hence `../..`.
 */
export function writeEmulatorConfig(ports: EmulatorPorts, auxiliary: AuxiliaryPorts): EmulatorConfig {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseConfig;
  const dir = mkdtempSync(join(tmpdir(), 'vegeo-emulators-'));
  if (config.database?.rules && !isAbsolute(config.database.rules)) {
    config.database.rules = join(REPO_ROOT, config.database.rules);
  }
  for (const codebase of config.functions ?? []) {
    if (codebase.source) codebase.source = relative(dir, resolve(REPO_ROOT, codebase.source));
  }
  const emulators = (config.emulators = config.emulators ?? {});
  for (const [name, port] of Object.entries({ ...ports, ...auxiliary })) {
    const current = emulators[name];
    emulators[name] = { host: '127.0.0.1', ...(typeof current === 'object' ? current : {}), port };
  }
  const path = join(dir, 'firebase.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return { path, dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
