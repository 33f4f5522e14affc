// What the start-up benchmarks share: the median, and timing every case in interleaved rounds so
// that a noisy moment of the machine hurts every command alike.

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `timeOnce(case)` for each of `cases`, `warmup` times unrecorded, then `runs` rounds: the figures by case name. */
export function interleaved(cases, { runs, warmup }, timeOnce) {
  for (const c of cases) for (let i = 0; i < warmup; i++) timeOnce(c);
  const times = new Map(cases.map((c) => [c.name, []]));
  for (let round = 0; round < runs; round++) for (const c of cases) times.get(c.name).push(timeOnce(c));
  return times;
}
