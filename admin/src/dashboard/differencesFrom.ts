import { diffGeo, pais, toFlat, type GeoChange, type StoredGeo } from '@vegeo/data';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';
import { GEO_RESOURCES, storedFieldsOf } from '../dataProvider/rows.js';

// Loaded on its own (the dashboard imports it lazily): it carries the embedded dataset.
export const embedded = toFlat(pais);

/** How `/geo` differs from the embedded dataset: one entry per created or deleted record and per edited field. */
export function differencesFrom(snapshot: GeoSnapshot): GeoChange[] {
  const stored: StoredGeo = {};
  for (const resource of GEO_RESOURCES) {
    stored[resource] = Object.fromEntries(
      snapshot.rows[resource].map((row) => {
        const { version: _version, ...fields } = storedFieldsOf(resource, row);
        return [row.id, fields];
      }),
    ) as never;
  }
  return diffGeo(embedded, stored);
}
