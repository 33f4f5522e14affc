import type { Query, QueryClient } from '@tanstack/react-query';
import { AUDIT } from '../dataProvider/createDataProvider.js';
import type { GeoDelivery, LiveGeo } from '../dataProvider/liveGeo.js';
import { GEO_RESOURCES, type GeoResource } from '../dataProvider/rows.js';
import type { EditingRegistry } from './editing.js';

/**
 * Makes every change the listeners hear show at once: lists, references and show pages of the
 * geography are fetched again (from memory), and the audit once a change was made; the record
 * of an open edit form is left as loaded (its form shows a notice instead).
 */
export function bridgeRealtime(queryClient: QueryClient, liveGeo: LiveGeo, editing: EditingRegistry): () => void {
  return liveGeo.subscribe((change) => {
    void queryClient.invalidateQueries({ predicate: (query) => affected(query, change, editing) });
  });
}

/** Whether a query shows data that `change` moved. */
export function affected(query: Pick<Query, 'queryKey'>, change: GeoDelivery, editing: EditingRegistry): boolean {
  const [resource, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
  if (resource === AUDIT) return change.meta && method === 'getList';
  if (!(GEO_RESOURCES as readonly unknown[]).includes(resource)) return false;
  // Lists carry parents' names and counts: any record's change may move them; /geo/meta alone moves none.
  if (method !== 'getOne') return Object.keys(change.changed).length > 0;
  const id = String(params?.id);
  return (change.changed[resource as GeoResource]?.has(id) ?? false) && !editing.has(resource as string, id);
}
