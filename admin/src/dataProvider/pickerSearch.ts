import { createGeo, fromFlat, KIND, storedIds, type Geo, type StoredGeo } from '@vegeo/data';
import type { GeoSnapshot } from './liveGeo.js';
import type { GeoResource, GeoRow } from './rows.js';

const MAX_HITS = 50;

interface Search {
  geo: Geo;
  ids: Map<string, string>;
}
const searches = new WeakMap<GeoSnapshot, Search | null>();

/**
 * The rows of `resource` that `vegeo buscar` finds for `text` over the data as it is now (typos
 * forgiven), best first, narrowed by `estadoId` / `municipioId` when given. `undefined` when the
 * data cannot be searched that way (no Distrito Capital): the caller falls back to `q`.
 */
export function pickerSearch(
  snapshot: GeoSnapshot,
  resource: GeoResource,
  text: string,
  narrow: { estadoId?: string; municipioId?: string },
  /** Hits scoring less are left out (`PUNTUACION_ERRATA`: only what reads as the text misspelt). */
  minScore = 0,
): GeoRow[] | undefined {
  const search = searchOf(snapshot);
  if (!search) return undefined;
  const estado = narrow.estadoId ? snapshot.byId.estados.get(narrow.estadoId)?.estado : undefined;
  const municipio = narrow.municipioId ? snapshot.byId.municipios.get(narrow.municipioId)?.municipio : undefined;
  const hits = search.geo.buscar(text, { tipo: KIND[resource], max: MAX_HITS, estado, municipio }).filter((hit) => hit.puntuacion >= minScore);
  const byId: Map<string, GeoRow> = snapshot.byId[resource];
  const rows = hits.map((hit) => byId.get(search.ids.get(hit.id) ?? hit.id)).filter((row): row is GeoRow => row !== undefined);
  return rows.filter((row) => {
    const record = row as GeoRow & { estadoId?: string; municipioId?: string };
    return (!narrow.estadoId || record.estadoId === narrow.estadoId) && (!narrow.municipioId || record.municipioId === narrow.municipioId);
  });
}

// Built once per snapshot, on the first picker search after a change.
function searchOf(snapshot: GeoSnapshot): Search | null {
  let search = searches.get(snapshot);
  if (search !== undefined) return search;
  const stored: StoredGeo = {
    estados: Object.fromEntries(snapshot.rows.estados.map((row) => [row.id, row])),
    municipios: Object.fromEntries(snapshot.rows.municipios.map((row) => [row.id, row])),
    parroquias: Object.fromEntries(snapshot.rows.parroquias.map((row) => [row.id, row])),
  };
  try {
    search = { geo: createGeo(fromFlat(stored)), ids: storedIds(stored) };
  } catch {
    search = null;
  }
  searches.set(snapshot, search);
  return search;
}
