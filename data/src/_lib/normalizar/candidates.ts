import { normalizeName } from '../normalize.js';
import type { GeoIndex } from '../geoIndex.js';
import type { Buscar } from '../search/index.js';
import type { EntryExtras } from '../extras.js';
import { TYPO_SCORE } from '../search/score.js';
import type { Tipo } from '../../types.js';
import { foldWords, type Reading } from './clean.js';
import { LEVELS, type Place } from './places.js';

/** A record one field may name, with how well it fits and what reading it took. */
export interface Candidate {
  readonly place: Place;
  readonly score: number;
  /** Equal to the field once case, accents and blanks are folded. */
  readonly exact: boolean;
  readonly motivo: string | undefined;
}

// A field read at another level than its column's (a municipio typed in the parroquia column)
// counts for less; so does a name found once the words names leave out are dropped.
const OTHER_COLUMN = 0.85;
// How many hits one search keeps: more than the most repeated name has homonyms at one level.
const MAX_HITS = 40;
const FLOOR = 0.5;
const NEAR_BEST = 0.2;

/** The lookups one field is read with: exact names and codes first, then the ranked search. */
export class CandidateFinder {
  constructor(
    private readonly index: GeoIndex,
    private readonly search: Buscar,
    private readonly places: ReadonlyMap<string, Place>,
  ) {}

  /**
   * The records `reading` may name: at `column`'s level (and, when nothing there fits well, at
   * the others, for less), or at every level when the field has no column (free text).
   */
  find(reading: Reading, column: Tipo | null, deepest: Tipo): Map<string, Candidate> {
    const found = new Map<string, Candidate>();
    const allowed = LEVELS.slice(0, LEVELS.indexOf(deepest) + 1);
    const own = reading.hint ?? column;
    if (own === null || !allowed.includes(own)) {
      for (const level of allowed) this.atLevel(reading, level, 1, undefined, found);
      return pruned(found);
    }
    this.atLevel(reading, own, 1, undefined, found);
    if (bestOf(found) < TYPO_SCORE) {
      for (const level of allowed) {
        if (level !== own) this.atLevel(reading, level, OTHER_COLUMN, `«${reading.raw}» leído como ${level}`, found);
      }
    }
    return pruned(found);
  }

  private atLevel(reading: Reading, level: Tipo, weight: number, moved: string | undefined, into: Map<string, Candidate>): void {
    if (level === 'estado' && reading.iso !== undefined) this.iso(reading.iso, weight, moved, into);
    const literal = reading.literal !== reading.variants[0]!.text && this.named(reading.literal, level, weight, moved, into, true);
    for (const variant of reading.variants) {
      if (literal) return;
      const why = join(moved, variant.motivo);
      // A name found as written needs no search: its neighbours could only rank below it.
      if (this.named(variant.text, level, weight * variant.weight, why, into, variant.motivo === undefined)) return;
      this.searched(variant.text, level, weight * variant.weight, why, into, variant.motivo === undefined);
    }
  }

  /** Whether a record has `text` as its own name. */
  private named(text: string, level: Tipo, weight: number, moved: string | undefined, into: Map<string, Candidate>, written: boolean): boolean {
    const entries = level === 'estado' ? [this.index.estadoByName.find(text)]
      : level === 'municipio' ? this.index.municipiosByName.find(text)
        : this.index.parroquiasByName.find(text);
    if (!entries) return false;
    let ownName = false;
    for (const entry of entries) {
      if (!entry) continue;
      const place = this.places.get(entry.id)!;
      const own = foldWords(place.nombre) === text;
      ownName ||= own;
      const motivo = own ? moved : join(moved, otherName(entry, text));
      offer(into, { place, score: weight, exact: own && written && moved === undefined, motivo });
    }
    return ownName;
  }

  private iso(letter: string, weight: number, moved: string | undefined, into: Map<string, Candidate>): void {
    for (const estado of this.index.estados) {
      if (estado.data.iso_31662.toLowerCase() === `ve-${letter}`) {
        offer(into, { place: this.places.get(estado.id)!, score: weight, exact: false, motivo: join(moved, `código ISO ${estado.data.iso_31662}`) });
      }
    }
  }

  private searched(text: string, level: Tipo, weight: number, moved: string | undefined, into: Map<string, Candidate>, written: boolean): void {
    if (text === '') return;
    for (const hit of this.search(text, { tipo: level, max: MAX_HITS })) {
      const place = this.places.get(hit.id);
      if (place === undefined) continue;
      const exact = hit.puntuacion === 1 && hit.ciudad === undefined && foldWords(hit.nombre) === text;
      let why: string | undefined;
      if (hit.ciudad !== undefined) why = `ciudad «${hit.ciudad}»`;
      else if (hit.nombre_actual !== undefined) why = `nombre anterior de ${hit.nombre_actual}`;
      else if (hit.nombre_anterior !== undefined) why = `antes ${hit.nombre_anterior}`;
      else if (hit.nombre_base !== undefined) why = `escrito ${hit.nombre_base}`;
      else if (!exact) why = `«${text}» leído como ${hit.nombre}`;
      offer(into, { place, score: (exact ? 1 : hit.puntuacion) * weight, exact: exact && written && moved === undefined, motivo: join(moved, why) });
    }
  }
}

function bestOf(found: ReadonlyMap<string, Candidate>): number {
  let best = 0;
  for (const candidate of found.values()) best = Math.max(best, candidate.score);
  return best;
}

/**
 * Only the candidates that could make a reading of the row: near the field's best (a row is read
 * on all its fields, so one a little worse here may win there) and above a floor.
 */
function pruned(found: Map<string, Candidate>): Map<string, Candidate> {
  const floor = Math.max(FLOOR, bestOf(found) - NEAR_BEST);
  for (const [id, candidate] of found) if (candidate.score < floor) found.delete(id);
  return found;
}

/** Which other name of `entry` the folded `text` is. */
function otherName(entry: EntryExtras, text: string): string {
  if (entry.codigo !== undefined && entry.codigo === text) return `código INE ${entry.codigo}`;
  if (entry.nombreAnterior !== undefined && normalizeName(entry.nombreAnterior) === text) return `antes ${entry.nombreAnterior}`;
  if (entry.nombreActual !== undefined && normalizeName(entry.nombreActual) === text) return `hoy ${entry.nombreActual}`;
  return `«${text}», otra grafía`;
}

function join(a: string | undefined, b: string | undefined): string | undefined {
  return a === undefined ? b : b === undefined ? a : `${a}, ${b}`;
}

/** Keeps the better candidate for each record. */
function offer(into: Map<string, Candidate>, candidate: Candidate): void {
  const held = into.get(candidate.place.id);
  if (held === undefined || candidate.score > held.score || (candidate.score === held.score && candidate.exact && !held.exact)) {
    into.set(candidate.place.id, candidate);
  }
}
