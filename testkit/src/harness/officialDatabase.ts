import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** Whether the official Realtime Database emulator can start here, and why not. */
export interface OfficialDatabaseCheck {
  available: boolean;
  reason: string;
}

const MIN_JAVA = 21;

/** The jar firebase-tools would run, in the cache it downloads to (no download happens here). */
export function officialDatabaseJar(): string {
  const require = createRequire(import.meta.url);
  const toolsDir = dirname(require.resolve('firebase-tools/package.json'));
  const info = JSON.parse(
    readFileSync(join(toolsDir, 'lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  ) as { database: { downloadPathRelativeToCacheDir: string } };
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  return join(cacheDir, info.database.downloadPathRelativeToCacheDir);
}

/** The major version `java -version` reports (1.8 → 8), or undefined when java is missing. */
export function javaMajorVersion(): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile('java', ['-version'], { timeout: 10_000 }, (error, stdout, stderr) => {
      if (error) return resolve(undefined);
      const match = /version "(\d+)(?:\.(\d+))?/.exec(`${stderr}${stdout}`);
      if (!match) return resolve(undefined);
      const major = Number(match[1]);
      resolve(major === 1 ? Number(match[2]) : major);
    });
  });
}

/** The official emulator needs Java 21+ on PATH and its jar already cached. */
export async function checkOfficialDatabase(): Promise<OfficialDatabaseCheck> {
  const java = await javaMajorVersion();
  if (java === undefined) return { available: false, reason: 'no hay java en el PATH' };
  if (java < MIN_JAVA) return { available: false, reason: `java ${java} (hace falta ${MIN_JAVA}+)` };
  const jar = officialDatabaseJar();
  if (!existsSync(jar)) return { available: false, reason: `falta ${jar}` };
  return { available: true, reason: `java ${java}, ${jar}` };
}
