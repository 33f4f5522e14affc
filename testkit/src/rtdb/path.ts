import { invalidData } from './errors.js';

/** A database location as its keys, root = []. */
export type Path = readonly string[];

/** Documented Realtime Database limits. */
export const MAX_KEY_BYTES = 768;
export const MAX_DEPTH = 32;

const FORBIDDEN_KEY_CHARS = /[.#$[\]/]/;

function hasControlCharacter(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Why a key is rejected, or null when it is a valid child name. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'Keys must be non-empty strings';
  if (FORBIDDEN_KEY_CHARS.test(key) || hasControlCharacter(key)) {
    return `Invalid key (${JSON.stringify(key)}): keys can't contain ".", "#", "$", "/", "[", "]" or ASCII control characters`;
  }
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    return `Invalid key: longer than ${MAX_KEY_BYTES} bytes`;
  }
  return null;
}

export function assertValidKey(key: string): void {
  const problem = keyProblem(key);
  if (problem !== null) throw invalidData(problem);
}

/**
 * Splits a slash-separated location into keys, dropping empty segments as the SDKs do.
 * `.priority` is accepted as the last key when `allowPriority` (it addresses a node's priority).
 */
export function parsePath(text: string, options: { allowPriority?: boolean } = {}): Path {
  if (typeof text !== 'string') throw invalidData('Path must be a string');
  const keys = text.split('/').filter((key) => key.length > 0);
  if (keys.length > MAX_DEPTH) throw invalidData(`Path is deeper than ${MAX_DEPTH} levels`);
  keys.forEach((key, index) => {
    if (key === '.priority' && options.allowPriority && index === keys.length - 1) return;
    assertValidKey(key);
  });
  return keys;
}

export function pathToString(path: Path): string {
  return '/' + path.join('/');
}

/** True when `ancestor` is `path` itself or one of its ancestors. */
export function contains(ancestor: Path, path: Path): boolean {
  if (ancestor.length > path.length) return false;
  return ancestor.every((key, index) => path[index] === key);
}

/** `path` relative to `ancestor`, which must contain it. */
export function relative(ancestor: Path, path: Path): Path {
  return path.slice(ancestor.length);
}

/** True when one location contains the other (a change at one is visible at the other). */
export function overlaps(a: Path, b: Path): boolean {
  return contains(a, b) || contains(b, a);
}

/** The location every path is a direct child of, when they all share one (null otherwise). */
export function sharedParent(paths: readonly Path[]): Path | null {
  const first = paths[0];
  if (!first || first.length === 0) return null;
  const parent = first.slice(0, -1);
  const same = (path: Path) => path.length === first.length && parent.every((key, i) => path[i] === key);
  return paths.every(same) ? parent : null;
}
