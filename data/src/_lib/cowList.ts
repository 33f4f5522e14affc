// Splitting an internalised string caches the parts and gives them back as a copy-on-write
// array (V8's string split cache); `slice()` of such an array shares that store until either
// copy is written to. Results that copy a list on every call then allocate a header, not the
// whole list: the same fresh array for the caller, much less garbage.
const SEPARATOR = '\u0000';

/**
 * A plain array equal to `names` whose `slice()` copies are cheap in V8. Falls back to an
 * ordinary copy when a name holds the separator or the list is empty.
 */
export function cowList(names: readonly string[]): readonly string[] {
  if (names.length === 0 || names.some((name) => name.includes(SEPARATOR))) return [...names];
  // A property key is internalised, which the split cache requires of the string it splits.
  const joined = Object.keys({ [names.join(SEPARATOR)]: 0 })[0]!;
  return joined.split(SEPARATOR);
}
