// Inputs shared by the lookups' tests.

/** Names that are neither text nor absent, with what `typeof` says of each. */
export const NON_TEXT_NAMES: readonly [unknown, string][] = [
  [5, 'number'],
  [0, 'number'],
  [Number.NaN, 'number'],
  [false, 'boolean'],
  [true, 'boolean'],
  [{}, 'object'],
  [[], 'object'],
  [['Mérida'], 'object'],
  [Symbol('Mérida'), 'symbol'],
  [10n, 'bigint'],
  [() => 'Mérida', 'function'],
];

/** Names that mean "no name". */
export const NO_NAMES: readonly unknown[] = [undefined, null, '', ' ', '  \t\n', '\u00a0'];

/** A source that answers `values` in turn, for deterministic random picks. */
export function sequence(...values: number[]): () => number {
  let next = 0;
  return () => values[next++ % values.length]!;
}
