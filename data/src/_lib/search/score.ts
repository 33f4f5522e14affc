// A prefix that covers none of the name still keeps this share of the score, so that what has
// been typed so far ranks by how well it matches before by how much of the name it covers.
const PREFIX_FLOOR = 0.6;
// An edit costs a little more than its share of the text, so that what is typed so far matches
// names beginning with it ("mara": Maracaibo) before names one edit away (Maroa).
const EDIT_WEIGHT = 1.25;
// Matches that start at a later word ("cristobal" in "San Cristóbal") rank below whole names.
const LATER_WORD = 0.9;

/** The most edits any query is allowed. */
export const MAX_EDITS = 2;

/**
 * Edits tolerated for a query of `length` characters: none for one or two letters (as-you-type
 * beginnings), one up to six letters, two from seven (the search tries two only when one finds
 * nothing).
 */
export function editBudget(length: number): number {
  if (length < 3) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Searches `query` within its edit budget (at most `maxEdits`), the way a spelling corrector
 * does: two edits only when one finds nothing, since a second edit multiplies the names to look
 * at and only adds weaker matches; and first with at most one of them in the first half of the
 * text, much cheaper and most often enough. `collect` searches with that many edits (tight down
 * to `tightUntil`) and says whether it found something; so does this.
 */
export function tryEditBudgets(
  query: string,
  maxEdits: number,
  collect: (query: string, edits: number, tightUntil: number) => boolean,
): boolean {
  const budget = Math.min(editBudget(query.length), maxEdits);
  if (collect(query, Math.min(budget, 1), 0)) return true;
  return budget === 2 && (collect(query, 2, Math.ceil(query.length / 2)) || collect(query, 2, 0));
}

/**
 * Score in (0, 1] of a query of `queryLength` characters that matched the first `depth`
 * characters of a name's suffix with `distance` edits. The suffix starts at word `token` of a
 * name of `keyLength` characters. Only an exact whole name scores 1.
 */
export function score(queryLength: number, depth: number, distance: number, keyLength: number, token: number): number {
  const similarity = 1 - (EDIT_WEIGHT * distance) / Math.max(queryLength, depth);
  const coverage = PREFIX_FLOOR + (1 - PREFIX_FLOOR) * (depth / keyLength);
  return similarity * coverage * (token === 0 ? 1 : LATER_WORD);
}
