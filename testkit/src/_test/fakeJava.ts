import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in `java` for the official database emulator's checks and launch: first on PATH, with
 * FIREBASE_EMULATORS_PATH pointing at its own cache. Asked to run a jar, it serves a bare HTTP
 * server that answers every request (what firebase-tools and the harness probe), writes its pid
 * to `pidFile` and, with `ignoreSigint`, ignores the SIGINT firebase-tools stops it with, like a
 * hung JVM.
 */
export interface FakeJava {
  dir: string;
  pidFile: string;
  remove(): void;
}

const SERVER = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
const arg = (name) => process.argv[process.argv.indexOf('--' + name) + 1];
if (process.env.FAKE_JAVA_IGNORE_SIGINT) process.on('SIGINT', () => {});
createServer((request, response) => response.end('null')).listen(Number(arg('port')), arg('host'), () => {
  writeFileSync(process.env.FAKE_JAVA_PID_FILE, String(process.pid));
});
`;

export function installFakeJava(version: string, options: { ignoreSigint?: boolean } = {}): FakeJava {
  const dir = mkdtempSync(join(tmpdir(), 'vegeo-java-'));
  const pidFile = join(dir, 'database.pid');
  writeFileSync(join(dir, 'fake-database.mjs'), SERVER);
  const java = join(dir, 'java');
  writeFileSync(
    java,
    [
      '#!/bin/sh',
      `case " $* " in *" -version "*) echo 'openjdk version "${version}"' >&2; exit 0 ;; esac`,
      `FAKE_JAVA_PID_FILE='${pidFile}' ${options.ignoreSigint ? 'FAKE_JAVA_IGNORE_SIGINT=1 ' : ''}exec '${process.execPath}' '${join(dir, 'fake-database.mjs')}' "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(java, 0o755);
  const saved = { PATH: process.env.PATH, FIREBASE_EMULATORS_PATH: process.env.FIREBASE_EMULATORS_PATH };
  process.env.PATH = `${dir}:${saved.PATH}`;
  process.env.FIREBASE_EMULATORS_PATH = dir;
  return {
    dir,
    pidFile,
    remove() {
      process.env.PATH = saved.PATH;
      if (saved.FIREBASE_EMULATORS_PATH === undefined) delete process.env.FIREBASE_EMULATORS_PATH;
      else process.env.FIREBASE_EMULATORS_PATH = saved.FIREBASE_EMULATORS_PATH;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
