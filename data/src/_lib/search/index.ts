import type { BuscarOptions, BuscarResult, PaisData, Tipo } from '../../types.js';
import { createCitySearch, type CitySearch } from './cities.js';
import { clear, createBestScores, offer } from './best.js';
import { buildCatalog, type Alias, type Entry } from './catalog.js';
import { NO_RENAMES, type Renames } from '../extras.js';
import { searchKey } from './key.js';
import { checkOptions, checkText } from './options.js';
import { MAX_EDITS, score, tryEditBudgets } from './score.js';
import { createTop, offerEntry, raiseEntry, reset } from './top.js';
import { buildTrie } from './trie.js';
import { createWalk } from './walk.js';
import { POSITIONAL, type StoredIds } from '../ids.js';

/** A search over one dataset; see `buscar` for the contract. */
export type Buscar = (texto: string, opciones?: BuscarOptions | null) => BuscarResult[];

const NO_FILTER = -1;
const UNKNOWN_NAME = -2;
// When the whole text names nothing, it may be a name and its place ("maracaibo zulia",
// "catedral iribarren"), or a name's words out of order ("cristobal san"): such hits score a
// little less than the name typed alone would.
const WITH_PLACE = 0.95;
const REORDERED = 0.9;
// A best hit under this score is a weak match, worth trying the words in another order for.
const WEAK = 0.8;
// Word orders tried for a text of up to this many words (3! = 6).
const MAX_REORDERED_WORDS = 3;
// A place found by its capital or one of its ciudades ranks below a name matched as well: the
// text names a city, which the place contains or is governed from.
const BY_CITY = 0.9;

/**
 * Builds the search index of `pais` once and returns the search over it. The index holds copies
 * of what it needs: later changes to `pais` are not seen. Places are found by their other name
 * (`nombre_anterior`, or their current name in `renames`) as by their own; results carry the ids
 * records are stored under (`ids`).
 */
export function createBuscar(pais: PaisData, renames: Renames = NO_RENAMES, ids: StoredIds = POSITIONAL): Buscar {
  const { entries, keys, keyOf, entryStart, entryIndex, entryAlias, aliases, multiKeyed } = buildCatalog(pais, renames, ids);
  const trie = buildTrie(keys);
  // A longer text is more edits away from every name than any query is allowed.
  const longestQuery = trie.maxDepth + MAX_EDITS;
  const walk = createWalk(trie, longestQuery);
  const keyLength = Uint16Array.from(keys, (key) => key.length);
  const best = createBestScores(keys.length);
  const top = createTop(entries.length);
  const { postingStart, postingEnd, postingKey, postingToken } = trie;
  const estadoKeys = new Set(entries.filter((e) => e.tipo === 'estado').map((e) => e.estadoKey));
  const municipioKeys = new Set(entries.filter((e) => e.tipo === 'municipio').map((e) => e.municipioKey));
  // While several readings of a text are tried, each entry's best score, offered once at the end.
  const gathered = createBestScores(entries.length);
  const listed = new Uint8Array(entries.length);
  const held = new Int32Array(entries.length);
  let gathering = false;
  let factor = 1;
  // Per query: the city by whose name each place was offered, and the other name (if any) by
  // which a place with two names scored best.
  const ciudadOf = new Map<number, string>();
  const aliasOf = new Map<number, Alias>();
  let cities: CitySearch | undefined;

  // The query being answered: set before each walk, read by the callbacks below.
  let queryLength = 0;
  let tipo: Tipo | undefined;
  let estadoKey = NO_FILTER;
  let municipioKey = NO_FILTER;

  const onMatch = (node: number, depth: number, distance: number): void => {
    for (let p = postingStart[node]; p < postingEnd[node]; p++) {
      const key = postingKey[p];
      offer(best, key, factor * score(queryLength, depth, distance, keyLength[key], postingToken[p]));
    }
  };
  const passes = (entry: Entry): boolean =>
    (tipo === undefined || entry.tipo === tipo) &&
    (estadoKey === NO_FILTER || entry.estadoKey === estadoKey) &&
    (municipioKey === NO_FILTER || entry.municipioKey === municipioKey);
  // One walk, its keys' entries offered to the top list (or gathered); whether any passed. A
  // place with two names is gathered, so that it is listed once, with its better score.
  const collect = (query: string, edits: number, tightUntil: number): boolean => {
    walk(query, edits, onMatch, tightUntil);
    let found = false;
    for (let t = 0; t < best.count; t++) {
      const key = best.touched[t];
      for (let i = entryStart[key]; i < entryStart[key + 1]; i++) {
        const entry = entryIndex[i];
        if (!passes(entries[entry])) continue;
        found = true;
        const value = best.score[key];
        if (multiKeyed[entry] === 1) noteName(entry, entryAlias[i], value);
        if (gathering || multiKeyed[entry] === 1) offer(gathered, entry, value);
        else offerEntry(top, entry, value);
      }
    }
    clear(best);
    if (!gathering) offerGathered(true);
    return found;
  };
  // Which of a place's names scores best so far: its own on a tie.
  const noteName = (entry: number, alias: number, value: number): void => {
    const previous = gathered.score[entry];
    if (alias >= 0 && value > previous) aliasOf.set(entry, aliases[alias]);
    else if (alias < 0 && value >= previous) aliasOf.delete(entry);
  };
  const searchText = (query: string, maxEdits = MAX_EDITS): boolean => {
    queryLength = query.length;
    return tryEditBudgets(query, maxEdits, collect);
  };
  // `name` within `place`, an estado or a municipio named exactly that (a filter already set stays).
  const searchWithin = (name: string, place: string): boolean => {
    const key = keyOf.get(place);
    if (key === undefined) return false;
    let found = false;
    if (estadoKey === NO_FILTER && estadoKeys.has(key)) {
      estadoKey = key;
      found = searchText(name);
      estadoKey = NO_FILTER;
    }
    if (municipioKey === NO_FILTER && municipioKeys.has(key)) {
      municipioKey = key;
      found = searchText(name) || found;
      municipioKey = NO_FILTER;
    }
    return found;
  };
  // The other readings of a text of several words: a name and its place, else (or when the text
  // as typed matched only weakly) its words in another order. Gathered, so that an entry found by
  // two readings is listed once, with its best score, and one already listed is not repeated.
  const searchReadings = (words: readonly string[], typedFound: boolean): void => {
    gathering = true;
    let found = false;
    if (!typedFound) {
      factor = WITH_PLACE;
      for (let j = 1; j < words.length; j++) {
        found = searchWithin(words.slice(0, -j).join(' '), words.slice(-j).join(' ')) || found;
        found = searchWithin(words.slice(j).join(' '), words.slice(0, j).join(' ')) || found;
      }
    }
    if (!found && words.length <= MAX_REORDERED_WORDS) {
      factor = REORDERED;
      const typed = words.join(' ');
      for (const order of orders(words)) {
        const text = order.join(' ');
        // One typo at most: with two, the other orders mostly find noise, at many times the cost.
        if (text !== typed) searchText(text, 1);
      }
    }
    offerGathered(false);
    gathering = false;
    factor = 1;
  };
  // Offers the gathered entries the top list does not hold yet; one it holds keeps its place and
  // its score, or with `raise`, takes the gathered score where that is better. Then clears the
  // gathering.
  const offerGathered = (raise: boolean): void => {
    if (gathered.count === 0) return;
    const count = top.count;
    held.set(top.entry.subarray(0, count));
    for (let i = 0; i < count; i++) listed[held[i]] = 1;
    for (let t = 0; t < gathered.count; t++) {
      const entry = gathered.touched[t];
      if (listed[entry] === 0) offerEntry(top, entry, gathered.score[entry]);
      else if (!raise || !raiseEntry(top, entry, gathered.score[entry])) ciudadOf.delete(entry);
    }
    for (let i = 0; i < count; i++) listed[held[i]] = 0;
    clear(gathered);
  };
  // The places a text names as a city (a capital, an estado's ciudad): a place already found by
  // its name moves up if the city is the better match ("ureña": the capital of Pedro María Ureña).
  const searchCities = (query: string, withTypos: boolean): void => {
    cities ??= createCitySearch(pais, longestQuery);
    cities(query, withTypos, gatherCity);
    offerGathered(true);
  };
  const gatherCity = (entry: number, value: number, ciudad: string): boolean => {
    if (!passes(entries[entry])) return false;
    const weighted = BY_CITY * value;
    if (weighted > gathered.score[entry]) ciudadOf.set(entry, ciudad);
    offer(gathered, entry, weighted);
    return true;
  };
  // A filter is a name like any other; blank narrows nothing, an unknown name leaves nothing.
  const filterKey = (name: string | undefined): number => {
    const key = name === undefined ? '' : searchKey(name);
    return key === '' ? NO_FILTER : (keyOf.get(key) ?? UNKNOWN_NAME);
  };

  return (texto, opciones) => {
    checkText(texto);
    const options = checkOptions(opciones);
    const query = searchKey(texto);
    tipo = options.tipo;
    estadoKey = filterKey(options.estado);
    municipioKey = filterKey(options.municipio);
    if (query === '' || query.length > longestQuery || estadoKey === UNKNOWN_NAME || municipioKey === UNKNOWN_NAME) {
      return [];
    }
    reset(top, options.max);
    ciudadOf.clear();
    aliasOf.clear();
    const found = searchText(query);
    if (query.includes(' ') && (!found || top.score[0] < WEAK)) searchReadings(query.split(' '), found);
    // A text that names a place exactly names no city; one like a name may still be a city's
    // whole name ("ciudad bolivar": a parroquia's name one letter away, and the capital of an
    // estado and a municipio); one like no name may be a city's with typos ("barquisimetto").
    if (tipo !== 'parroquia' && (top.count === 0 || top.score[0] < 1)) searchCities(query, top.count === 0);

    const results: BuscarResult[] = [];
    const byCity = ciudadOf.size > 0;
    for (let i = 0; i < top.count; i++) {
      const entry = top.entry[i];
      const result = toResult(entries[entry], top.score[i], byCity ? ciudadOf.get(entry) : undefined);
      const alias = aliasOf.size > 0 ? aliasOf.get(entry) : undefined;
      results.push(alias === undefined ? result : Object.assign(result, { [alias.campo]: alias.nombre }));
    }
    return results;
  };
}

/** Every order of `words` (few of them: n! orders). */
function orders(words: readonly string[]): string[][] {
  if (words.length <= 1) return [[...words]];
  return words.flatMap((word, i) => orders([...words.slice(0, i), ...words.slice(i + 1)]).map((rest) => [word, ...rest]));
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
