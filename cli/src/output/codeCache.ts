import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** Hex digits of a cache file's name: its key (see below), and what pruning takes for a cache. */
const KEY_LENGTH = 40;

/**
 * Requires one of this package's CommonJS bundles (the views: Ink and React), keeping V8's
 * compiled code for it on disk so that later runs skip compiling it: a tenth of the time to a
 * card on a terminal. Node 22.1+ does this itself for every module (`module.enableCompileCache`,
 * which the bin turns on), so there this is a plain `require`; `NODE_DISABLE_COMPILE_CACHE=1`
 * turns both off. The bundle has no `import()`: code compiled through `vm` cannot import on
 * Node 20 without an experimental flag.
 */
export function requireWithCodeCache(file: string): unknown {
  if ('enableCompileCache' in Module || process.env.NODE_DISABLE_COMPILE_CACHE) return createRequire(file)(file);
  const source = readFileSync(file, 'utf8');
  const folder = cacheFolder();
  // V8 checks the cache's V8 version and flags, but of the source only its length: the key holds
  // the source itself, so an edited bundle never runs another's code.
  const cached = folder && join(folder, createHash('sha256').update(process.version).update('\0').update(source).digest('hex').slice(0, KEY_LENGTH));
  let cachedData: Buffer | undefined;
  try {
    if (cached) cachedData = readFileSync(cached);
  } catch {
    // Not cached yet.
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  if (cached && (!cachedData || script.cachedDataRejected)) {
    // Written at exit, once the card is drawn: the cache then holds the functions compiled
    // lazily while drawing too, not only the top level.
    process.once('exit', () => {
      writeAtomically(cached, () => script.createCachedData());
      pruneOlder(dirname(cached));
    });
  }
  const module = { exports: {} as unknown };
  const wrapper = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/**
 * The cache's folder: the user's own in the system's temporary folder. A folder others can write
 * to (or that is not ours) is not used: whoever writes the cache chooses the code that runs.
 */
function cacheFolder(): string | undefined {
  const uid = process.getuid?.();
  const folder = join(tmpdir(), `vegeo-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const stats = lstatSync(folder);
    if (!stats.isDirectory() || (uid !== undefined && stats.uid !== uid) || (stats.mode & 0o022) !== 0) return undefined;
    return folder;
  } catch {
    return undefined;
  }
}

/** Cache files kept: this version's and the few before it (another may still run). */
export const CACHES_KEPT = 4;
const CACHE_FILE = new RegExp(`^[0-9a-f]{${KEY_LENGTH}}$`);

/**
 * Each new version of the bundle or of Node writes a new file (some 450 KB): past the newest
 * CACHES_KEPT, the older ones go, so the folder does not grow with every upgrade.
 */
function pruneOlder(folder: string): void {
  try {
    const files = readdirSync(folder)
      .filter((name) => CACHE_FILE.test(name))
      .map((name) => ({ path: join(folder, name), written: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.written - a.written);
    for (const { path } of files.slice(CACHES_KEPT)) rmSync(path, { force: true });
  } catch {
    // Another run pruned meanwhile, or the folder cannot be read: the next write tries again.
  }
}

/** Another run reading the file sees it whole or not at all; a cache that cannot be written is no error. */
function writeAtomically(file: string, data: () => Buffer): void {
  const partial = `${file}.${process.pid}`;
  try {
    writeFileSync(partial, data(), { mode: 0o600 });
    renameSync(partial, file);
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Left for the system to clear with the rest of its temporary folder.
    }
  }
}
