import { TYPO_SCORE } from '../search/score.js';
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

// A field matched below this is a guess, not a typo of the name: the row is not stated as sure on it.
const STRONG = TYPO_SCORE;
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
  // A column below the record found (a parroquia cell read as its municipio's name) is unanswered.
  if (counted.some((f) => f.column !== null && DEPTH[f.column] > DEPTH[best.place.tipo])) return { kind: 'unsure', best, depth: DEPTH[best.place.tipo] };
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
 * How `place` explains the fields: each field by the candidate at one of its levels, no level
 * explaining two fields (two cells «Chacao, Chacao» are the municipio and its parroquia), the
 * assignment with the best sum; `undefined` when its own level explains no field (a deeper record
 * than the row names is not read into it).
 */
function explain(place: Place, fields: readonly Field[]): Hypothesis | undefined {
  const options = fields.map((field) => {
    const found: Candidate[] = [];
    for (const level of LEVELS) {
      const id = idAt(place, level);
      if (id === undefined) break;
      const candidate = field.candidates.get(id);
      if (candidate !== undefined) found.push(candidate);
    }
    return found;
  });
  const chosen: (Candidate | undefined)[] = new Array<Candidate | undefined>(fields.length).fill(undefined);
  let best: (Candidate | undefined)[] = [...chosen];
  let bestSum = -1;
  const own = DEPTH[place.tipo];
  const assign = (i: number, used: number, sum: number): void => {
    if (i === fields.length) {
      // Ties go to the assignment that uses the record's own level: the deeper reading.
      if (sum > bestSum + 1e-9 || (Math.abs(sum - bestSum) < 1e-9 && (used & (1 << own)) !== 0)) {
        bestSum = sum;
        best = [...chosen];
      }
      return;
    }
    for (const candidate of options[i]!) {
      const bit = 1 << DEPTH[candidate.place.tipo];
      if ((used & bit) !== 0) continue;
      chosen[i] = candidate;
      assign(i + 1, used | bit, sum + candidate.score);
    }
    chosen[i] = undefined;
    assign(i + 1, used, sum);
  };
  assign(0, 0, 0);
  if (!best.some((c) => c?.place.id === place.id)) return undefined;
  return { place, total: bestSum / fields.length, explained: best };
}

/** Neither is the other or its ancestor. */
function conflicts(a: Place, b: Place): boolean {
  const shallow = DEPTH[a.tipo] <= DEPTH[b.tipo] ? a : b;
  const deep = shallow === a ? b : a;
  return idAt(deep, shallow.tipo) !== shallow.id;
}

/**
 * `undefined` when every field is matched well by `best`, or is a spelling of its own that the
 * strong fields around it settle (a municipio unknown between its estado and its parroquia); else
 * the deepest level of `best` above every field left unexplained or matched weakly (-1 when not
 * even the estado is sure).
 */
function sureDepth(best: Hypothesis, fields: readonly Field[]): number | undefined {
  let depth: number | undefined;
  const strongDepths = best.explained.filter((c) => c !== undefined && c.score >= STRONG).map((c) => DEPTH[c!.place.tipo]);
  const between = (d: number) => strongDepths.some((s) => s < d) && strongDepths.some((s) => s > d);
  fields.forEach((field, i) => {
    const candidate = best.explained[i];
    if (candidate !== undefined && candidate.score >= STRONG) return;
    const level = candidate?.place.tipo ?? field.column ?? best.place.tipo;
    if (field.column !== null && between(DEPTH[field.column])) return;
    depth = Math.min(depth ?? DEPTH[best.place.tipo], DEPTH[level] - 1);
  });
  return depth;
}
