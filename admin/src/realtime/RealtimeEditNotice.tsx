import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord, LinkBase as Link } from 'react-admin';
import { storedFieldsOf, type GeoResource } from '../dataProvider/rows.js';
import { useRealtime } from './RealtimeContext.js';

type Status = 'same' | 'changed' | 'deleted';

/**
 * Inside an edit form: keeps the record as the form loaded it (realtime updates don't reset what
 * the user types), and says so when someone else changes or deletes it, offering to reload the
 * record while keeping the fields the user changed. Saving without reloading is refused (409).
 */
export function RealtimeEditNotice() {
  const record = useRecordContext();
  const resource = useResourceContext() as GeoResource;
  const { store, editing } = useRealtime();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const [status, setStatus] = useState<Status>('same');
  const id = record ? String(record.id) : undefined;

  useEffect(() => (id ? editing.add(resource, id) : undefined), [editing, resource, id]);

  useEffect(() => {
    if (!record || !id) return undefined;
    const loaded = JSON.stringify(storedFieldsOf(resource, record));
    const check = () => {
      const current = store.peek()?.byId[resource].get(id);
      setStatus(!current ? 'deleted' : JSON.stringify(storedFieldsOf(resource, current)) === loaded ? 'same' : 'changed');
    };
    check();
    return store.subscribe(check);
  }, [store, resource, record, id]);

  if (status === 'same' || !id) return null;
  if (status === 'deleted') {
    return (
      <Alert severity="error" sx={{ mb: 2, width: '100%' }} action={<Button component={Link} to={`/${resource}`}>{translate('vegeo.realtime.back')}</Button>}>
        {translate('vegeo.realtime.deleted')}
      </Alert>
    );
  }
  const reload = () => {
    const current = store.peek()?.byId[resource].get(id) as RaRecord | undefined;
    if (!current) return;
    // The form resets to the new record keeping the fields the user changed (its resetOptions).
    queryClient.setQueryData([resource, 'getOne', { id, meta: undefined }], current);
  };
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2, width: '100%' }} action={<Button onClick={reload}>{translate('vegeo.realtime.reload')}</Button>}>
      {translate('vegeo.realtime.changed')}
    </Alert>
  );
}
