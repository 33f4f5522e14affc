import type { BuscarOptions, BuscarResult, PaisData, Tipo } from '../../types.js';
import { clear, createBestScores, offer } from './best.js';
import { buildCatalog, type Entry } from './catalog.js';
import { searchKey } from './key.js';
import { checkOptions, checkText } from './options.js';
import { MAX_EDITS, editBudget, score } from './score.js';
import { createTop, offerEntry, reset } from './top.js';
import { buildTrie } from './trie.js';
import { createWalk } from './walk.js';

/** A search over one dataset; see `buscar` for the contract. */
export type Buscar = (texto: string, opciones?: BuscarOptions | null) => BuscarResult[];

const NO_FILTER = -1;
const UNKNOWN_NAME = -2;

/**
 * Builds the search index of `pais` once and returns the search over it. The index holds copies
 * of what it needs: later changes to `pais` are not seen.
 */
export function createBuscar(pais: PaisData): Buscar {
  const { entries, keys, keyOf, entryStart, entryIndex } = buildCatalog(pais);
  const trie = buildTrie(keys);
  // A longer text is more edits away from every name than any query is allowed.
  const longestQuery = trie.maxDepth + MAX_EDITS;
  const walk = createWalk(trie, longestQuery);
  const keyLength = Uint16Array.from(keys, (key) => key.length);
  const best = createBestScores(keys.length);
  const top = createTop(entries.length);
  const { postingStart, postingEnd, postingKey, postingToken } = trie;

  // The query being answered: set before each walk, read by the callbacks below.
  let queryLength = 0;
  let tipo: Tipo | undefined;
  let estadoKey = NO_FILTER;
  let municipioKey = NO_FILTER;

  const onMatch = (node: number, depth: number, distance: number): void => {
    for (let p = postingStart[node]; p < postingEnd[node]; p++) {
      const key = postingKey[p];
      offer(best, key, score(queryLength, depth, distance, keyLength[key], postingToken[p]));
    }
  };
  const passes = (entry: Entry): boolean =>
    (tipo === undefined || entry.tipo === tipo) &&
    (estadoKey === NO_FILTER || entry.estadoKey === estadoKey) &&
    (municipioKey === NO_FILTER || entry.municipioKey === municipioKey);
  // One walk, its keys' entries offered to the top list.
  const collect = (query: string, edits: number, tightUntil: number): void => {
    walk(query, edits, onMatch, tightUntil);
    for (let t = 0; t < best.count; t++) {
      const key = best.touched[t];
      for (let i = entryStart[key]; i < entryStart[key + 1]; i++) {
        if (passes(entries[entryIndex[i]])) offerEntry(top, entryIndex[i], best.score[key]);
      }
    }
    clear(best);
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
    queryLength = query.length;
    // Like a spelling corrector: two edits are tried only when one finds nothing, since a second
    // edit multiplies the names to look at and only adds weaker matches; and first with at most
    // one of them in the first half of the text, much cheaper and most often enough.
    const budget = editBudget(queryLength);
    reset(top, options.max);
    collect(query, Math.min(budget, 1), 0);
    if (budget === 2 && top.count === 0) collect(query, 2, Math.ceil(queryLength / 2));
    if (budget === 2 && top.count === 0) collect(query, 2, 0);

    const results: BuscarResult[] = [];
    for (let i = 0; i < top.count; i++) results.push(toResult(entries[top.entry[i]], top.score[i]));
    return results;
  };
}

function toResult(entry: Entry, value: number): BuscarResult {
  // Three decimals are plenty to read; a non-exact match never rounds up to 1.
  const puntuacion = value === 1 ? 1 : Math.min(Math.round(value * 1000) / 1000, 0.999);
  const { tipo, nombre, id, estado, municipio } = entry;
  return municipio === undefined
    ? { tipo, nombre, id, estado, puntuacion }
    : { tipo, nombre, id, estado, municipio, puntuacion };
}
