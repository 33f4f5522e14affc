import { COLLECTION, diffGeo, pais, toFlat, type GeoChange, type StoredGeo } from '@vegeo/data';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';
import { GEO_RESOURCES, storedFieldsOf } from '../dataProvider/rows.js';

// Loaded on its own (the dashboard imports it lazily): it carries the embedded dataset.
export const embedded = toFlat(pais);

/** A difference and the name of the record it concerns. */
export interface NamedChange extends GeoChange {
  /** A created record's name; a deleted or edited one's in the embedded dataset (before the change). */
  nombre: string;
}

/** How `/geo` differs from the embedded dataset: one entry per created or deleted record and per edited field. */
export function differencesFrom(snapshot: GeoSnapshot): NamedChange[] {
  const stored: StoredGeo = {};
  for (const resource of GEO_RESOURCES) {
    stored[resource] = Object.fromEntries(
      snapshot.rows[resource].map((row) => {
        const { version: _version, ...fields } = storedFieldsOf(resource, row);
        return [row.id, fields];
      }),
    ) as never;
  }
  return diffGeo(embedded, stored).map((change) => ({ ...change, nombre: nameOf(change) }));
}

// An edit's `antes` and `despues` are the field's values, not the record's: its name is the embedded record's.
function nameOf(change: GeoChange): string {
  const record = (change.accion === 'editado' ? embedded[COLLECTION[change.tipo]][change.id] : (change.despues ?? change.antes)) as Record<string, unknown> | undefined;
  const name = record?.[change.tipo];
  return typeof name === 'string' && name !== '' ? name : change.id;
}
