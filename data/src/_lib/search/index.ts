import type { BuscarOptions, BuscarResult, PaisData, Tipo } from '../../types.js';
import { createCitySearch, type CitySearch } from './cities.js';
import { clear, createBestScores, offer, type BestScores } from './best.js';
import { buildCatalog, type Alias, type Catalog, type Entry } from './catalog.js';
import { NO_BASE_NAMES, NO_RENAMES, type BaseNames, type Renames } from '../extras.js';
import { searchKey } from './key.js';
import { checkOptions, checkText } from './options.js';
import { lastResort, MAX_EDITS, score, walkEditBudgets, type Found } from './score.js';
import { createTop, offerEntry, raiseEntry, reset, type Top } from './top.js';
import { buildTrie } from './trie.js';
import { createNearKeys, MAX_NEAR_EDITS, type NearKeys } from './nearKeys.js';
import { createWalk, type Walk } from './walk.js';
import { POSITIONAL, type StoredIds } from '../ids.js';

/** A search over one dataset; see `buscar` for the contract. */
export type Buscar = (texto: string, opciones?: BuscarOptions | null) => BuscarResult[];

const NO_FILTER = -1;
// More edits than any walk allows.
const NONE = 255;
const UNKNOWN_NAME = -2;
// When the whole text names nothing, it may be a name and its place ("maracaibo zulia",
// "catedral iribarren"), or a name's words out of order ("cristobal san"): such hits score a
// little less than the name typed alone would.
const WITH_PLACE = 0.95;
const REORDERED = 0.9;
// A best hit under this score is a weak match, worth trying the words in another order for.
const WEAK = 0.8;
// The word orders tried for a text of one, two or three words (3! = 6), as indexes of its words.
const ORDERS = [[[0]], [[0, 1], [1, 0]], [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]];
// A place found by its capital or one of its ciudades ranks below a name matched as well: the
// text names a city, which the place contains or is governed from.
const BY_CITY = 0.9;

/**
 * Builds the search index of `pais` once and returns the search over it. The index holds copies
 * of what it needs: later changes to `pais` are not seen. Places are found by their other name
 * (`nombre_anterior`, or their current name in `renames`) and by their default edition's names
 * (`baseNames`) as by their own; results carry the ids records are stored under (`ids`).
 */
export function createBuscar(pais: PaisData, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL, baseNames: BaseNames = NO_BASE_NAMES): Buscar {
  const search = new Search(pais, buildCatalog(pais, renames, ids, baseNames));
  return (texto, opciones) => search.answer(texto, opciones);
}

/**
 * The search over one catalog. `answer` takes one query at a time through named steps: the text
 * as typed, then its other readings (a name and its place, its words in another order), then the
 * cities it may name; the buffers they fill are allocated once, here, and reused by every query.
 */
class Search {
  private readonly entries: Entry[];
  private readonly keyOf: Map<string, number>;
  private readonly entryStart: Int32Array;
  private readonly entryIndex: Int32Array;
  private readonly entryAlias: Int32Array;
  private readonly aliases: Alias[];
  private readonly multiKeyed: Uint8Array;
  private readonly walk: Walk;
  private readonly nearKeys: NearKeys;
  private readonly postingStart: Int32Array;
  private readonly postingEnd: Int32Array;
  private readonly postingKey: Int32Array;
  private readonly postingToken: Uint8Array;
  private readonly keyLength: Uint16Array;
  /** A longer text is more edits away from every name than any query is allowed. */
  private readonly longestQuery: number;
  private readonly estadoKeys: Set<number>;
  private readonly municipioKeys: Set<number>;
  private cities: CitySearch | undefined;

  // Per walk: each key's best score, and the fewest edits it matched with, anywhere and as a whole
  // name (NONE: not yet). Per query: the entries listed so far.
  private readonly best: BestScores;
  private readonly closest: Uint8Array;
  private readonly closestWhole: Uint8Array;
  private readonly top: Top;
  // While several readings of a text are tried, each entry's best score, offered once at the end.
  private readonly gathered: BestScores;
  private readonly listed: Uint8Array;
  private readonly held: Int32Array;
  // The city by whose name each place was offered, and the other name (if any) by which a place
  // with two names scored best.
  private readonly ciudadOf = new Map<number, string>();
  private readonly aliasOf = new Map<number, Alias>();

  // The query being answered: set before each walk, read by the steps below.
  private query = '';
  private queryLength = 0;
  private tipo: Tipo | undefined;
  private estadoKey = NO_FILTER;
  private municipioKey = NO_FILTER;
  private factor = 1;
  private gathering = false;

  constructor(
    private readonly pais: PaisData,
    catalog: Catalog,
  ) {
    ({
      entries: this.entries,
      keyOf: this.keyOf,
      entryStart: this.entryStart,
      entryIndex: this.entryIndex,
      entryAlias: this.entryAlias,
      aliases: this.aliases,
      multiKeyed: this.multiKeyed,
    } = catalog);
    const trie = buildTrie(catalog.keys);
    ({ postingStart: this.postingStart, postingEnd: this.postingEnd, postingKey: this.postingKey, postingToken: this.postingToken } = trie);
    this.longestQuery = trie.maxDepth + MAX_EDITS;
    this.walk = createWalk(trie, this.longestQuery);
    this.nearKeys = createNearKeys(catalog.keys);
    this.keyLength = Uint16Array.from(catalog.keys, (key) => key.length);
    this.best = createBestScores(catalog.keys.length);
    this.closest = new Uint8Array(catalog.keys.length).fill(NONE);
    this.closestWhole = new Uint8Array(catalog.keys.length).fill(NONE);
    this.top = createTop(this.entries.length);
    this.estadoKeys = new Set(this.entries.filter((e) => e.tipo === 'estado').map((e) => e.estadoKey));
    this.municipioKeys = new Set(this.entries.filter((e) => e.tipo === 'municipio').map((e) => e.municipioKey));
    this.gathered = createBestScores(this.entries.length);
    this.listed = new Uint8Array(this.entries.length);
    this.held = new Int32Array(this.entries.length);
  }

  answer(texto: string, opciones: BuscarOptions | null | undefined): BuscarResult[] {
    checkText(texto);
    const options = checkOptions(opciones);
    const query = searchKey(texto);
    this.tipo = options.tipo;
    this.estadoKey = this.filterKey(options.estado);
    this.municipioKey = this.filterKey(options.municipio);
    if (query === '' || query.length > this.longestQuery || this.estadoKey === UNKNOWN_NAME || this.municipioKey === UNKNOWN_NAME) {
      return [];
    }
    reset(this.top, options.max);
    // Only when filled: clearing a Map allocates a new table even when it is empty.
    if (this.ciudadOf.size > 0) this.ciudadOf.clear();
    if (this.aliasOf.size > 0) this.aliasOf.clear();
    const found = this.searchText(query);
    if (query.includes(' ') && (!found || this.top.score[0] < WEAK)) this.searchReadings(query.split(' '), found);
    // A text that names a place exactly names no city; one like a name may still be a city's
    // whole name ("ciudad bolivar": a parroquia's name one letter away, and the capital of an
    // estado and a municipio); one like no name may be a city's with typos ("barquisimetto").
    if (this.tipo !== 'parroquia' && (this.top.count === 0 || this.top.score[0] < 1)) this.searchCities(query, this.top.count === 0);
    if (this.top.count === 0 && lastResort(query.length)) this.searchWithinThree(query);
    return this.results();
  }

  /** A filter is a name like any other; blank narrows nothing, an unknown name leaves nothing. */
  private filterKey(name: string | undefined): number {
    const key = name === undefined ? '' : searchKey(name);
    return key === '' ? NO_FILTER : (this.keyOf.get(key) ?? UNKNOWN_NAME);
  }

  private searchText(query: string, maxEdits = MAX_EDITS): boolean {
    this.query = query;
    this.queryLength = query.length;
    walkEditBudgets(query, maxEdits, this.walkKeys);
    return this.offerKeys();
  }

  /** The names within three edits of a text nothing else matched (see `lastResort`). */
  private searchWithinThree(query: string): void {
    this.query = query;
    this.queryLength = query.length;
    this.walkKeys(MAX_EDITS);
    this.offerKeys();
  }

  // Fields, not methods: handed to the walk and the city search, bound once.
  private readonly onMatch = (node: number, depth: number, distance: number): void => {
    const { postingStart, postingEnd, postingKey, postingToken, keyLength, closest, closestWhole } = this;
    for (let p = postingStart[node]; p < postingEnd[node]; p++) {
      const key = postingKey[p];
      offer(this.best, key, this.factor * score(this.queryLength, depth, distance, keyLength[key], postingToken[p]));
      if (distance < closest[key]) closest[key] = distance;
      if (distance < closestWhole[key] && depth === keyLength[key] && postingToken[p] === 0) closestWhole[key] = distance;
    }
  };

  // What `onMatch` does for a whole name, the name's key given.
  private readonly onNearKey = (key: number, distance: number): void => {
    const length = this.keyLength[key];
    offer(this.best, key, this.factor * score(this.queryLength, length, distance, length, 0));
    if (distance < this.closest[key]) this.closest[key] = distance;
    if (distance < this.closestWhole[key]) this.closestWhole[key] = distance;
  };

  /**
   * One walk within `edits`, over the keys of the walks before it; what it found that passes.
   * Past one edit, only whole names count (found by `nearKeys`, not walked): a beginning two edits
   * away is a weak match, and the beginnings of a short text two edits away are most of the names.
   */
  private readonly walkKeys = (edits: number): Found => {
    const { best, entryStart, entryIndex, closest, closestWhole } = this;
    if (edits > 1) this.nearKeys(this.query, Math.min(edits, MAX_NEAR_EDITS), this.onNearKey);
    else this.walk(this.query, edits, this.onMatch);
    const found: Found = { any: false, exact: false, wholeWithinOne: false };
    for (let t = 0; t < best.count; t++) {
      const key = best.touched[t];
      for (let i = entryStart[key]; i < entryStart[key + 1]; i++) {
        if (!this.passes(this.entries[entryIndex[i]])) continue;
        found.any = true;
        if (closest[key] === 0) found.exact = true;
        if (closestWhole[key] <= 1) found.wholeWithinOne = true;
        break;
      }
    }
    return found;
  };

  /**
   * The walks' keys' entries offered to the top list (or gathered); whether any passed. A place
   * with two names is gathered, so that it is listed once, with its better score.
   */
  private offerKeys(): boolean {
    const { best, gathered, entryStart, entryIndex, multiKeyed } = this;
    let found = false;
    for (let t = 0; t < best.count; t++) {
      const key = best.touched[t];
      this.closest[key] = NONE;
      this.closestWhole[key] = NONE;
      for (let i = entryStart[key]; i < entryStart[key + 1]; i++) {
        const entry = entryIndex[i];
        if (!this.passes(this.entries[entry])) continue;
        found = true;
        const value = best.score[key];
        if (multiKeyed[entry] === 1) this.noteName(entry, this.entryAlias[i], value);
        if (this.gathering || multiKeyed[entry] === 1) offer(gathered, entry, value);
        else offerEntry(this.top, entry, value);
      }
    }
    clear(best);
    if (!this.gathering) this.offerGathered(true);
    return found;
  }

  private readonly gatherCity = (entry: number, value: number, ciudad: string): boolean => {
    if (!this.passes(this.entries[entry])) return false;
    const weighted = BY_CITY * value;
    if (weighted > this.gathered.score[entry]) this.ciudadOf.set(entry, ciudad);
    offer(this.gathered, entry, weighted);
    return true;
  };

  private passes(entry: Entry): boolean {
    return (
      (this.tipo === undefined || entry.tipo === this.tipo) &&
      (this.estadoKey === NO_FILTER || entry.estadoKey === this.estadoKey) &&
      (this.municipioKey === NO_FILTER || entry.municipioKey === this.municipioKey)
    );
  }

  /** Which of a place's names scores best so far: its own on a tie. */
  private noteName(entry: number, alias: number, value: number): void {
    const previous = this.gathered.score[entry];
    if (alias >= 0 && value > previous) this.aliasOf.set(entry, this.aliases[alias]);
    else if (alias < 0 && value >= previous) this.aliasOf.delete(entry);
  }

  /** `name` within `place`, an estado or a municipio named exactly that (a filter already set stays). */
  private searchWithin(name: string, place: string): boolean {
    const key = this.keyOf.get(place);
    if (key === undefined) return false;
    let found = false;
    if (this.estadoKey === NO_FILTER && this.estadoKeys.has(key)) {
      this.estadoKey = key;
      found = this.searchText(name);
      this.estadoKey = NO_FILTER;
    }
    if (this.municipioKey === NO_FILTER && this.municipioKeys.has(key)) {
      this.municipioKey = key;
      found = this.searchText(name) || found;
      this.municipioKey = NO_FILTER;
    }
    return found;
  }

  /**
   * The other readings of a text of several words: a name and its place, else (or when the text
   * as typed matched only weakly) its words in another order. Gathered, so that an entry found by
   * two readings is listed once, with its best score, and one already listed is not repeated.
   */
  private searchReadings(words: readonly string[], typedFound: boolean): void {
    this.gathering = true;
    let found = false;
    if (!typedFound) {
      this.factor = WITH_PLACE;
      for (let j = 1; j < words.length; j++) {
        found = this.searchWithin(words.slice(0, -j).join(' '), words.slice(-j).join(' ')) || found;
        found = this.searchWithin(words.slice(j).join(' '), words.slice(0, j).join(' ')) || found;
      }
    }
    if (!found && words.length <= ORDERS.length) {
      this.factor = REORDERED;
      const typed = words.join(' ');
      for (const order of ORDERS[words.length - 1]) {
        const text = order.map((w) => words[w]).join(' ');
        // One typo at most: with two, the other orders mostly find noise, at many times the cost.
        if (text !== typed) this.searchText(text, 1);
      }
    }
    this.offerGathered(false);
    this.gathering = false;
    this.factor = 1;
  }

  /**
   * Offers the gathered entries the top list does not hold yet; one it holds keeps its place and
   * its score, or with `raise`, takes the gathered score where that is better. Then clears the
   * gathering.
   */
  private offerGathered(raise: boolean): void {
    const { gathered, top, held, listed } = this;
    if (gathered.count === 0) return;
    const count = top.count;
    held.set(top.entry.subarray(0, count));
    for (let i = 0; i < count; i++) listed[held[i]] = 1;
    for (let t = 0; t < gathered.count; t++) {
      const entry = gathered.touched[t];
      if (listed[entry] === 0) offerEntry(top, entry, gathered.score[entry]);
      else if (!raise || !raiseEntry(top, entry, gathered.score[entry])) this.ciudadOf.delete(entry);
    }
    for (let i = 0; i < count; i++) listed[held[i]] = 0;
    clear(gathered);
  }

  /**
   * The places a text names as a city (a capital, an estado's ciudad): a place already found by
   * its name moves up if the city is the better match ("ureña": the capital of Pedro María Ureña).
   */
  private searchCities(query: string, withTypos: boolean): void {
    this.cities ??= createCitySearch(this.pais, this.longestQuery);
    this.cities(query, withTypos, this.gatherCity);
    this.offerGathered(true);
  }

  private results(): BuscarResult[] {
    const { top, ciudadOf, aliasOf } = this;
    const results: BuscarResult[] = [];
    const byCity = ciudadOf.size > 0;
    for (let i = 0; i < top.count; i++) {
      const entry = top.entry[i];
      const result = toResult(this.entries[entry], top.score[i], byCity ? ciudadOf.get(entry) : undefined);
      const alias = aliasOf.size > 0 ? aliasOf.get(entry) : undefined;
      results.push(alias === undefined ? result : Object.assign(result, { [alias.campo]: alias.nombre }));
    }
    return results;
  }
}

function toResult(entry: Entry, value: number, ciudad: string | undefined): BuscarResult {
  // Three decimals are plenty to read; a non-exact match never rounds up to 1.
  const puntuacion = value === 1 ? 1 : Math.min(Math.round(value * 1000) / 1000, 0.999);
  const { tipo, nombre, id, estado, municipio } = entry;
  // Literals of a few fixed shapes, so that code reading the results stays fast.
  if (ciudad === undefined) {
    return municipio === undefined ? { tipo, nombre, id, estado, puntuacion } : { tipo, nombre, id, estado, municipio, puntuacion };
  }
  return municipio === undefined
    ? { tipo, nombre, id, estado, puntuacion, ciudad }
    : { tipo, nombre, id, estado, municipio, puntuacion, ciudad };
}
