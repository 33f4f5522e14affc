/**
 * The best `max` entries offered, best first: higher score, then lower entry index (entries are
 * in rank order, so ties go to the higher level and then dataset order). An insertion buffer,
 * since `max` is small and most offers lose to the last place at once.
 */
export interface Top {
  readonly entry: Int32Array;
  readonly score: Float64Array;
  count: number;
  max: number;
}

export function createTop(capacity: number): Top {
  return { entry: new Int32Array(capacity), score: new Float64Array(capacity), count: 0, max: 0 };
}

export function reset(top: Top, max: number): void {
  top.count = 0;
  top.max = Math.min(max, top.entry.length);
}

export function offerEntry(top: Top, entry: number, value: number): void {
  const { entry: entries, score } = top;
  let i = top.count;
  if (i === top.max) {
    if (i === 0 || !beats(value, entry, score[i - 1], entries[i - 1])) return;
    i--;
  } else {
    top.count++;
  }
  for (; i > 0 && beats(value, entry, score[i - 1], entries[i - 1]); i--) {
    entries[i] = entries[i - 1];
    score[i] = score[i - 1];
  }
  entries[i] = entry;
  score[i] = value;
}

/**
 * Gives `entry` the score `value` if that beats the score it holds (moving it up), or offers it
 * if it holds no place; whether it now holds `value`.
 */
export function raiseEntry(top: Top, entry: number, value: number): boolean {
  const { entry: entries, score } = top;
  let at = 0;
  while (at < top.count && entries[at] !== entry) at++;
  if (at < top.count) {
    if (value <= score[at]) return false;
    top.count--;
    entries.copyWithin(at, at + 1, top.count + 1);
    score.copyWithin(at, at + 1, top.count + 1);
  }
  offerEntry(top, entry, value);
  return true;
}

const beats = (value: number, entry: number, otherValue: number, otherEntry: number): boolean =>
  value > otherValue || (value === otherValue && entry < otherEntry);
