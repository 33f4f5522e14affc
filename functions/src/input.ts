// Checks on decoded input that no schema can make: what a key does to the object holding it, and
// how deep a body nests. Both walk without recursion, so no input can exhaust the stack here.

/** Deepest nesting a request may have; a real one nests four or five levels. */
export const MAX_DEPTH = 64;

const PLAIN = new Set<unknown>([Object.prototype, Array.prototype, null]);

/**
 * The first key that could act as something other than a field: `__proto__` as an own key, or
 * already turned into the object's prototype by a decoder that assigns keys one by one (the
 * callable protocol's does). `campo` is its path, as validation problems name fields.
 */
export function unsafeKey(value: unknown): { key: string; campo: string } | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (!PLAIN.has(Object.getPrototypeOf(node)) || Object.hasOwn(node, '__proto__')) {
      return { key: '__proto__', campo: join(path, '__proto__') };
    }
    for (const [key, child] of Object.entries(node)) pending.push([child, join(path, key)]);
  }
  return undefined;
}

/** How deep `value` nests (a scalar is 0), counting no further than `limit + 1`. */
export function depthOf(value: unknown, limit = MAX_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
