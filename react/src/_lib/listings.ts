import type { Listing, Option } from '../combobox/useCombobox.js';
import type { Hit, Search } from '../search/createSearch.js';
import type { Labels, Nivel, Place } from '../types.js';
import type { Loaded } from './useLevels.js';

/** At most this many options are drawn when a list is not narrowed (1139 parroquias would be too many). */
export const LIMIT = 50;

let collator: Intl.Collator | undefined;
const byName = (a: Place, b: Place) => (collator ??= new Intl.Collator('es')).compare(a.nombre, b.nombre);
const sorted = new WeakMap<readonly Place[], Map<string, Place[]>>();
const indexes = new WeakMap<readonly Place[], Map<string, Place>>();

/** The places of `list` by id (built once per list). */
export function byId(list: readonly Place[] | undefined): Map<string, Place> {
  if (!list) return new Map();
  let index = indexes.get(list);
  if (!index) indexes.set(list, (index = new Map(list.map((place) => [place.id, place]))));
  return index;
}

/** Fills `{name}` placeholders. */
export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));

/**
 * What is announced and shown of `options`, drawn of `count` that match (`undefined`: unknown,
 * more than drawn).
 */
export function listingOf(options: Option[], count: number | undefined, labels: Labels): Listing {
  const found = count === 0 ? labels.noResults : count === 1 ? labels.oneResult : fill(labels.results, { n: count ?? options.length });
  if (count !== undefined && count <= options.length) return { options, status: found };
  const note = fill(labels.more, { n: options.length });
  return { options, status: count === undefined ? note : `${found}. ${note}`, note };
}

/** A field's scope: the estado and municipio chosen above it. */
export interface Scope {
  estadoId?: string;
  municipioId?: string;
}

/** Who a place is, told apart from its namesakes: its parents that the scope does not already name. */
export function detailOf(place: Place, scope: Scope, loaded: Loaded, labels: Labels): string | undefined {
  const estado = scope.estadoId ? undefined : byId(loaded.estado).get(place.estadoId ?? '')?.nombre;
  const municipio = scope.municipioId || !place.municipioId ? undefined : byId(loaded.municipio).get(place.municipioId)?.nombre;
  if (municipio && estado) return fill(labels.inMunicipio, { municipio, estado });
  return municipio ?? estado;
}

/**
 * What a field of `nivel` lists for `text`: with nothing typed, the places in scope by name;
 * typed, `@vegeo/data`'s search over them, best first (`search` absent while it loads).
 */
export function listLevel(nivel: Nivel, text: string, scope: Scope, loaded: Loaded, search: Search | undefined, labels: Labels): Listing {
  const all = loaded[nivel];
  if (!all) return { options: [], status: labels.loading };
  const candidates = inScope(nivel, all, scope);
  const narrowed = Boolean(scope.estadoId || scope.municipioId);
  const option = (place: Place, ciudad?: string): Option => {
    const detail = ciudad ? fill(labels.byCity, { ciudad }) : detailOf(place, scope, loaded, labels);
    return detail ? { place, detail } : { place };
  };
  if (text.trim() === '') {
    const options = candidates.slice(0, LIMIT).map((place) => option(place));
    return listingOf(options, candidates.length, labels);
  }
  if (!search) return { options: [], status: labels.loading };
  const max = narrowed ? Math.max(candidates.length, 1) : LIMIT;
  const hits: Hit[] = search(text, { nivel, max, ...scope });
  const options = hits.map((hit) => option(hit.place, hit.ciudad));
  return listingOf(options, !narrowed && options.length === LIMIT ? undefined : options.length, labels);
}

/** The places of `all` within `scope`, by name (sorted once per list and scope). */
function inScope(nivel: Nivel, all: readonly Place[], scope: Scope): Place[] {
  const key = nivel === 'estado' ? '' : nivel === 'municipio' ? (scope.estadoId ?? '') : `${scope.estadoId ?? ''}/${scope.municipioId ?? ''}`;
  let lists = sorted.get(all);
  if (!lists) sorted.set(all, (lists = new Map()));
  let list = lists.get(key);
  if (!list) {
    const { estadoId, municipioId } = scope;
    list = all.filter((place) => (nivel === 'estado' || !estadoId || place.estadoId === estadoId) && (nivel !== 'parroquia' || !municipioId || place.municipioId === municipioId));
    list.sort(byName);
    lists.set(key, list);
  }
  return list;
}
