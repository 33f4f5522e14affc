import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRecordContext, useResourceContext, useSaveContext, useTranslate, type RaRecord, LinkBase as Link } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { storedFieldsOf, type GeoResource, type GeoRow } from '../dataProvider/rows.js';
import { useRealtime } from './RealtimeContext.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const text = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value));

/**
 * Inside an edit form: keeps the record as the form loaded it (realtime updates don't reset what
 * the user types), and says so when someone else changes or deletes it, offering to reload the
 * record while keeping the fields the user changed. Saving without reloading is refused (409).
 *
 * Field by field, the other person's value beside the one in the form: before reloading, every
 * field they changed; after, those where the form still holds something else (what the user
 * typed over their change), so a save never overwrites their value unseen.
 */
export function RealtimeEditNotice() {
  const record = useRecordContext();
  const resource = useResourceContext() as GeoResource;
  const { liveGeo, editing } = useRealtime();
  const { saving } = useSaveContext();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const id = record ? String(record.id) : undefined;
  const [current, setCurrent] = useState<GeoRow | null | undefined>(undefined);
  // The record as the form first loaded it: what «their change» is measured from, across reloads.
  const [first, setFirst] = useState<{ id: string; fields: Record<string, unknown> } | undefined>(undefined);
  if (record && id && first?.id !== id) setFirst({ id, fields: storedFieldsOf(resource, record) });

  useEffect(() => (id ? editing.add(resource, id) : undefined), [editing, resource, id]);
  useEffect(() => {
    // While the form saves, the record it is about to store is not «someone else's change»: the
    // notice stays as it was and looks again only if the save is refused.
    if (!id || saving) return undefined;
    const check = () => setCurrent(liveGeo.peek() ? (liveGeo.peek()?.byId[resource].get(id) ?? null) : undefined);
    check();
    return liveGeo.subscribe(check);
  }, [liveGeo, resource, id, saving]);

  if (!record || !id || current === undefined) return null;
  if (current === null) {
    return (
      <Alert severity="error" sx={{ mb: 2, width: '100%' }} action={<Button component={Link} to={`/${resource}`}>{translate('vegeo.realtime.back')}</Button>}>
        {translate('vegeo.realtime.deleted')}
      </Alert>
    );
  }
  const theirs = storedFieldsOf(resource, current);
  const loaded = storedFieldsOf(resource, record);
  const reloaded = same({ ...loaded, version: 0 }, { ...theirs, version: 0 }) && loaded.version === theirs.version;
  const changedByThem = Object.keys({ ...first?.fields, ...theirs }).filter((field) => field !== 'version' && !same(first?.fields[field], theirs[field]));
  const rows = changedByThem.filter((field) => !reloaded || !same(values[field], theirs[field]));
  if (reloaded && rows.length === 0) return null;

  const reload = () => {
    // The form resets to the new record keeping the fields the user changed (its resetOptions).
    queryClient.setQueryData([resource, 'getOne', { id, meta: undefined }], current as RaRecord);
  };
  return (
    <Alert
      severity={reloaded ? 'info' : 'warning'}
      role="status"
      sx={{ mb: 2, width: '100%', '& .MuiAlert-message': { overflowX: 'auto' } }}
      action={reloaded ? undefined : <Button onClick={reload}>{translate('vegeo.realtime.reload')}</Button>}
    >
      {translate(reloaded ? 'vegeo.realtime.overwrite' : 'vegeo.realtime.changed')}
      {rows.length > 0 ? (
        <Table size="small" aria-label={translate('vegeo.realtime.fields')} sx={{ mt: 1, '& td, & th': { px: 1, overflowWrap: 'break-word' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('vegeo.audit.field')}</TableCell>
              <TableCell>{translate('vegeo.realtime.theirs')}</TableCell>
              <TableCell>{translate('vegeo.realtime.yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((field) => (
              <TableRow key={field} data-field={field}>
                <TableCell>{translate(`resources.${resource}.fields.${field}`, { _: field })}</TableCell>
                <TableCell>{text(theirs[field])}</TableCell>
                <TableCell>{text(values[field])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Alert>
  );
}
