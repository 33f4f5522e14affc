import type { Tipo } from '../../types.js';
import type { Candidate } from './candidates.js';
import type { Reading } from './clean.js';
import { DEPTH, idAt, LEVELS, type Place } from './places.js';

/** One field of a row, read and looked up. */
export interface Field {
  readonly reading: Reading;
  /** Its column's level; `null` for a part of a free-text field. */
  readonly column: Tipo | null;
  readonly candidates: ReadonlyMap<string, Candidate>;
}

/** A coherent reading of the row (a record and its ancestors) and how well it explains the fields. */
export interface Hypothesis {
  readonly place: Place;
  readonly total: number;
  /** Per field, the candidate that explains it (`undefined`: the reading leaves it unexplained). */
  readonly explained: readonly (Candidate | undefined)[];
}

/** What the row is read as: the verdict before it is written out for the caller. */
export type Verdict =
  | { kind: 'sure'; best: Hypothesis; gap: number; fields: readonly Field[] }
  | { kind: 'ambiguous'; options: Hypothesis[] }
  | { kind: 'unsure'; best: Hypothesis; depth: number }
  | { kind: 'none' };

// A field matched below this is a guess: the row is not stated as sure on it.
const STRONG = 0.8;
// A free-text part is read as a place only from this score up (an address has words of its own).
const PART_FLOOR = 0.75;
// Another reading this close to the best makes the row ambiguous (closer still when the best is exact).
const MARGIN = 0.1;
const MARGIN_EXACT = 0.05;

/** Reads `fields` as one place: every coherent record any field names, scored on all of them. */
export function decide(fields: readonly Field[]): Verdict {
  const counted = fields.filter((f) => f.column !== null || bestScore(f) >= PART_FLOOR);
  const places = new Map<string, Place>();
  for (const field of counted) for (const c of field.candidates.values()) places.set(c.place.id, c.place);
  const hypotheses: Hypothesis[] = [];
  for (const place of places.values()) {
    const hypothesis = explain(place, counted);
    if (hypothesis !== undefined) hypotheses.push(hypothesis);
  }
  if (hypotheses.length === 0) return { kind: 'none' };
  hypotheses.sort((a, b) => b.total - a.total || DEPTH[b.place.tipo] - DEPTH[a.place.tipo] || (a.place.id < b.place.id ? -1 : 1));
  const best = hypotheses[0]!;
  const rivals = hypotheses.filter((h) => h !== best && conflicts(h.place, best.place));
  // A reading equal to every field is not made doubtful by one that needed a correction.
  const close = isExact(best)
    ? rivals.filter((h) => isExact(h) && h.total >= best.total - MARGIN_EXACT)
    : rivals.filter((h) => h.total >= best.total - MARGIN);
  if (close.length > 0) return { kind: 'ambiguous', options: [best, ...close] };
  const depth = sureDepth(best, counted);
  if (depth !== undefined) return { kind: 'unsure', best, depth };
  return { kind: 'sure', best, gap: best.total - (rivals[0]?.total ?? 0), fields: counted };
}

function isExact(h: Hypothesis): boolean {
  return h.explained.every((c) => c === undefined || c.exact);
}

function bestScore(field: Field): number {
  let best = 0;
  for (const c of field.candidates.values()) best = Math.max(best, c.score);
  return best;
}

/**
 * How `place` explains each field (the best candidate at any of its levels), or `undefined` when
 * its own level explains no field: a deeper record than the row names is not read into it.
 */
function explain(place: Place, fields: readonly Field[]): Hypothesis | undefined {
  const explained: (Candidate | undefined)[] = [];
  let sum = 0;
  let ownLevelUsed = false;
  for (const field of fields) {
    let chosen: Candidate | undefined;
    for (const level of LEVELS) {
      const id = idAt(place, level);
      if (id === undefined) break;
      const candidate = field.candidates.get(id);
      if (candidate !== undefined && (chosen === undefined || candidate.score > chosen.score)) chosen = candidate;
    }
    if (chosen?.place.id === place.id) ownLevelUsed = true;
    explained.push(chosen);
    sum += chosen?.score ?? 0;
  }
  if (!ownLevelUsed) return undefined;
  return { place, total: sum / fields.length, explained };
}

/** Neither is the other or its ancestor. */
function conflicts(a: Place, b: Place): boolean {
  const shallow = DEPTH[a.tipo] <= DEPTH[b.tipo] ? a : b;
  const deep = shallow === a ? b : a;
  return idAt(deep, shallow.tipo) !== shallow.id;
}

/**
 * `undefined` when every field is matched well by `best`; else the deepest level of `best` above
 * every field left unexplained or matched weakly (-1 when not even the estado is sure).
 */
function sureDepth(best: Hypothesis, fields: readonly Field[]): number | undefined {
  let depth: number | undefined;
  fields.forEach((field, i) => {
    const candidate = best.explained[i];
    if (candidate !== undefined && candidate.score >= STRONG) return;
    const level = candidate?.place.tipo ?? field.column ?? best.place.tipo;
    depth = Math.min(depth ?? DEPTH[best.place.tipo], DEPTH[level] - 1);
  });
  return depth;
}
