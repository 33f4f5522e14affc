// Scores multiply chances, as a spelling corrector weighs them (e^-cost): each edit costs a share
// of the text, the first more than the next ones (a text with one typo often has another); each
// letter of the name not typed yet costs a share of this (an empty beginning, all of it).
const FIRST_EDIT = 1.6;
const NEXT_EDIT = 1.25;
const UNTYPED = 0.5;
// Matches that start at a later word ("cristobal" in "San Cristóbal") rank below whole names.
const LATER_WORD = 0.9;

/**
 * The score from which a hit reads as the text misspelt, not as another name: two typos from
 * seven letters, one from four, as `editBudget` allows a city's name (two substitutions in
 * «Narnia» make «García», 0.62: a search may list it, a «¿Quiso decir…?» should not).
 */
export const TYPO_SCORE = Math.exp(-(FIRST_EDIT + NEXT_EDIT) / 7);

/** The most edits any query is allowed: three only as a last resort (see `lastResort`). */
export const MAX_EDITS = 3;

/**
 * Edits tolerated for a city's name in a query of `length` characters: none for one or two
 * letters (as-you-type beginnings), one up to six letters, two from seven (tried only when one
 * finds nothing).
 */
export function editBudget(length: number): number {
  if (length < 3) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Searches `query` within its edit budget, the way a spelling corrector does: two edits only
 * when one finds nothing, since a second edit multiplies the names to look at and only adds
 * weaker matches; and first with at most one of them in the first half of the text, much cheaper
 * and most often enough. `collect` searches with that many edits (tight down to `tightUntil`)
 * and says whether it found something; so does this.
 */
export function tryEditBudgets(query: string, collect: (edits: number, tightUntil: number) => boolean): boolean {
  const budget = editBudget(query.length);
  if (collect(Math.min(budget, 1), 0)) return true;
  return budget === 2 && (collect(2, Math.ceil(query.length / 2)) || collect(2, 0));
}

/** What a walk found among the places a search keeps. */
export interface Found {
  /** Some place, by a whole name or a beginning. */
  any: boolean;
  /** Some place whose name begins exactly with the text, or is it. */
  exact: boolean;
  /** Some place whose whole name is within one edit of the text. */
  wholeWithinOne: boolean;
}

/**
 * The walks for a place's name in `query`, the second over all the matches of the first: within
 * one edit (none for one or two letters); then, when no whole name is within one edit and no name
 * begins with the text as typed, within two (at most `maxEdits`). A second edit multiplies the
 * names to look at, and a text typed exactly as a name begins is being typed. `walk` collects the
 * matches within that many edits.
 */
export function walkEditBudgets(query: string, maxEdits: number, walk: (edits: number) => Found): void {
  const edits = query.length < 3 ? 0 : Math.min(maxEdits, 1);
  const found = walk(edits);
  if (edits === 1 && maxEdits >= 2 && !found.wholeWithinOne && !found.exact) walk(2);
}

/**
 * Whether a text that nothing matched is worth a walk within three edits: from seven letters,
 * since two typos near each other can be three edits apart in the alignment the walk computes
 * (which edits no letter twice: "ctbaedral" for "catedral").
 */
export const lastResort = (length: number): boolean => length >= 7;

/**
 * Score in (0, 1] of a query of `queryLength` characters that matched the first `depth`
 * characters of a name's suffix with `distance` edits. The suffix starts at word `token` of a
 * name of `keyLength` characters. Only an exact whole name scores 1.
 */
export function score(queryLength: number, depth: number, distance: number, keyLength: number, token: number): number {
  const edits = distance === 0 ? 0 : FIRST_EDIT + NEXT_EDIT * (distance - 1);
  const cost = edits / Math.max(queryLength, depth) + UNTYPED * (1 - depth / keyLength);
  return Math.exp(-cost) * (token === 0 ? 1 : LATER_WORD);
}
