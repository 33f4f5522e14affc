import type { PaisData } from '../../types.js';
import { clear, createBestScores, offer, type BestScores } from './best.js';
import { searchKey } from './key.js';
import { score, tryEditBudgets } from './score.js';
import { buildTrie, type Trie } from './trie.js';
import { createWalk, type Walk } from './walk.js';

/** Offers one place found by the name of a city (`ciudad`); whether the search's filters kept it. */
export type AcceptCity = (entry: number, value: number, ciudad: string) => boolean;

/**
 * Finds estados and municipios by the names of their cities: a city named exactly as the text;
 * else, `withTypos`, cities named like it with typos or beginning with it, as names are matched.
 * Whether any place was accepted.
 */
export type CitySearch = (query: string, withTypos: boolean, accept: AcceptCity) => boolean;

interface FuzzyIndex {
  trie: Trie;
  walk: Walk;
  keyLength: Uint16Array;
  best: BestScores;
}

/**
 * The city search of `pais`: each estado by its capital and its ciudades, each municipio by its
 * capital. Places are named by their entries in the search catalog (see `buildCatalog`).
 */
export function createCitySearch(pais: PaisData, maxQueryLength: number): CitySearch {
  const keys: string[] = [];
  const keyOf = new Map<string, number>();
  // Per key, the places it names in rank order, a place once (its capital before its ciudades).
  const hits: { entry: number; ciudad: string }[][] = [];
  const add = (ciudad: string, entry: number): void => {
    const key = searchKey(ciudad);
    if (key === '') return;
    let k = keyOf.get(key);
    if (k === undefined) {
      k = keys.length;
      keys.push(key);
      keyOf.set(key, k);
      hits.push([]);
    }
    if (!hits[k].some((hit) => hit.entry === entry)) hits[k].push({ entry, ciudad });
  };
  // Numbered as the catalog numbers its entries: the estados, then the municipios, in dataset order.
  let municipioEntry = pais.length;
  pais.forEach((region, estadoEntry) => {
    for (const ciudad of [region.capital, ...(region.ciudades ?? [])]) add(ciudad, estadoEntry);
    for (const m of region.municipios) add(m.capital, municipioEntry++);
  });
  for (const list of hits) list.sort((a, b) => a.entry - b.entry);

  const acceptKey = (k: number, value: number, accept: AcceptCity): boolean => {
    let found = false;
    for (const hit of hits[k]) found = accept(hit.entry, value, hit.ciudad) || found;
    return found;
  };

  // Built on the first text that needs it: most searches never get here.
  let fuzzy: FuzzyIndex | undefined;
  const fuzzyIndex = (): FuzzyIndex => {
    if (fuzzy) return fuzzy;
    const trie = buildTrie(keys);
    return (fuzzy = {
      trie,
      walk: createWalk(trie, maxQueryLength),
      keyLength: Uint16Array.from(keys, (key) => key.length),
      best: createBestScores(keys.length),
    });
  };

  return (query, withTypos, accept) => {
    const exact = keyOf.get(query);
    if (exact !== undefined) return acceptKey(exact, 1, accept);
    if (!withTypos) return false;
    const { trie, walk, keyLength, best } = fuzzyIndex();
    const onMatch = (node: number, depth: number, distance: number): void => {
      for (let p = trie.postingStart[node]; p < trie.postingEnd[node]; p++) {
        const key = trie.postingKey[p];
        offer(best, key, score(query.length, depth, distance, keyLength[key], trie.postingToken[p]));
      }
    };
    return tryEditBudgets(query, (edits, tightUntil) => {
      walk(query, edits, onMatch, tightUntil);
      let found = false;
      for (let t = 0; t < best.count; t++) found = acceptKey(best.touched[t], best.score[best.touched[t]], accept) || found;
      clear(best);
      return found;
    });
  };
}
