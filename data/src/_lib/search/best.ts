/**
 * The best score seen per key during one query, and which keys were touched, so that clearing
 * costs the hits and not the index.
 */
export interface BestScores {
  readonly score: Float64Array;
  readonly touched: Int32Array;
  count: number;
}

export function createBestScores(keyCount: number): BestScores {
  return { score: new Float64Array(keyCount), touched: new Int32Array(keyCount), count: 0 };
}

/** Keeps `value` for `key` if it beats what the key has. Scores are above 0. */
export function offer(best: BestScores, key: number, value: number): void {
  const previous = best.score[key];
  if (value <= previous) return;
  if (previous === 0) best.touched[best.count++] = key;
  best.score[key] = value;
}

export function clear(best: BestScores): void {
  for (let i = 0; i < best.count; i++) best.score[best.touched[i]] = 0;
  best.count = 0;
}
