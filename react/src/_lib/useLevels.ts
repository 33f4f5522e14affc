import { useCallback, useReducer } from 'react';
import type { createSearch, Search, SearchLevels } from '../search/createSearch.js';
import { loadLevel, peekLevel } from '../source.js';
import type { Nivel, Place, PlaceSource } from '../types.js';

/** The places loaded so far, by level. */
export type Loaded = Partial<Record<Nivel, readonly Place[]>>;

type SearchModule = { createSearch: typeof createSearch };
let searchModule: SearchModule | undefined;
let loadingSearch: Promise<SearchModule> | undefined;
const loadSearch = () => (loadingSearch ??= import('../search/createSearch.js').then((module) => (searchModule = module)));

// One search per set of loaded levels, built on its first use and kept while the lists live.
const searches = new WeakMap<readonly Place[], { levels: SearchLevels; search: Search }[]>();

/** The search over `levels` (the lists as loaded), once its module is at hand. */
export function searchOver(levels: SearchLevels): Search | undefined {
  if (!searchModule) return undefined;
  const key = levels.parroquias ?? levels.municipios ?? levels.estados;
  const built = searches.get(key) ?? [];
  const same = built.find((b) => b.levels.estados === levels.estados && b.levels.municipios === levels.municipios && b.levels.parroquias === levels.parroquias);
  if (same) return same.search;
  const search = searchModule.createSearch(levels);
  searches.set(key, [...built, { levels, search }]);
  return search;
}

/** The levels a field of `nivel` lists from: its own and those above, whose names tell places apart. */
export const levelsFor = (nivel: Nivel): Nivel[] => (nivel === 'estado' ? ['estado'] : nivel === 'municipio' ? ['estado', 'municipio'] : ['estado', 'municipio', 'parroquia']);

/**
 * The places of `source` loaded so far, and `need(niveles)` to load more (with the search): a
 * level is loaded when a field first needs it, never while rendering. `searchReady` tells when
 * the search has loaded; `failed`, when a load failed (the next `need` tries again).
 */
export function useLevels(source: PlaceSource) {
  // Each load that lands renders again (a counter: the same outcome twice still renders).
  const [{ failed }, settle] = useReducer((state: { failed: boolean; loads: number }, failed: boolean) => ({ failed, loads: state.loads + 1 }), { failed: false, loads: 0 });
  const loaded: Loaded = {
    estado: peekLevel(source, 'estado'),
    municipio: peekLevel(source, 'municipio'),
    parroquia: peekLevel(source, 'parroquia'),
  };
  const need = useCallback(
    (niveles: readonly Nivel[], withSearch = true) => {
      const missing = niveles.filter((nivel) => !peekLevel(source, nivel));
      if (missing.length === 0 && (!withSearch || searchModule)) return;
      const loads: Promise<unknown>[] = missing.map((nivel) => loadLevel(source, nivel));
      if (withSearch) loads.push(loadSearch());
      Promise.all(loads).then(
        () => settle(false),
        () => settle(true),
      );
    },
    [source],
  );
  return { loaded, need, failed, searchReady: searchModule !== undefined };
}
