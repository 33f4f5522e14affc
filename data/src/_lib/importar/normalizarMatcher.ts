import { fromFlat, storedIds } from '../../flat.js';
import type { Tipo } from '../../types.js';
import { answerOf } from '../normalizar/answer.js';
import { Normalizer } from '../normalizar/normalizer.js';
import { estadoOfId, kindOfId, type GeoIndex, type GeoRecords } from './geoIndex.js';
import type { Emparejador } from './types.js';

/**
 * Names matched as `normalizar` reads them (typos, prefixes such as «Mcpio.» or «Pq.»,
 * abbreviations, «Capital» and «Autónomo», former names), over `/geo` as it is: a name found as
 * written (folded as the callables fold it) is sure; `normalizar`'s reading is sure only when it
 * is `exacta`, or `corregida` with full confidence (a prefix, an abbreviation); a typo it read
 * through, or several readings, is a doubt the person settles. Built on first need.
 */
export function normalizarMatcher(geo: GeoRecords, index: GeoIndex): Emparejador {
  let normalizer: Normalizer | undefined;
  let ids: Map<string, string> | undefined;
  const stored = (id: string) => ids!.get(id) ?? id;
  return {
    buscar(tipo: Tipo, nombre: string, padre: string | undefined) {
      const exact = index.byName(tipo, nombre, padre);
      if (exact.length > 0) return { ids: exact, seguro: true };
      normalizer ??= new Normalizer(fromFlat(geo), new Map());
      ids ??= storedIds(geo);
      const row: Partial<Record<Tipo, string>> = { [tipo]: nombre };
      if (padre) {
        const kind = kindOfId(padre);
        const parent = index.get(kind === 'estado' ? 'estado' : 'municipio', padre);
        if (kind === 'municipio') row.municipio = parent?.nombre;
        row.estado = index.get('estado', estadoOfId(padre))?.nombre;
      }
      const answer = answerOf(normalizer.read({ estado: row.estado, municipio: row.municipio, parroquia: row.parroquia, texto: undefined }, tipo));
      const inside = (id: string) => padre === undefined || id.startsWith(padre);
      if (answer.certeza === 'ambigua') {
        const found = answer.alternativas.map((a) => a[tipo]?.id).filter((id): id is string => id !== undefined).map(stored).filter(inside);
        return { ids: [...new Set(found)], seguro: false, motivo: answer.motivo ?? 'varias lecturas' };
      }
      const place = answer[tipo];
      if (!place || answer.certeza === 'sin_par' || !inside(stored(place.id))) return { ids: [], seguro: false };
      const seguro = answer.certeza === 'exacta' || answer.confianza === 1;
      return { ids: [stored(place.id)], seguro, ...(answer.motivo ? { motivo: answer.motivo } : {}) };
    },
  };
}
