import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { childrenText } from '../dataProvider/httpErrors.js';
import type { GeoResource } from '../dataProvider/rows.js';
import { useRealtime } from '../realtime/RealtimeContext.js';
import { DeleteDialog } from './DeleteDialog.js';

interface Counted {
  id: string | number;
  municipios?: number;
  parroquias?: number;
}

/** What a record contains, as the delete dialog says it (`undefined` when nothing). */
export function containedText(resource: string, records: readonly Counted[]): string | undefined {
  const municipios = resource === 'estados' ? records.reduce((sum, record) => sum + (record.municipios ?? 0), 0) : 0;
  const parroquias = resource === 'parroquias' ? 0 : records.reduce((sum, record) => sum + (record.parroquias ?? 0), 0);
  return municipios + parroquias > 0 ? childrenText(municipios, parroquias) : undefined;
}

/**
 * Deletes the record after a confirmation that says what it contains and takes a nota; with
 * children it asks for the cascade. While the delete runs, the record's page is not read again
 * (its listener hears it gone first): the page says «borrado», not that the record is missing.
 */
export function DeleteWithCascadeButton({ label }: { label: (record: Counted) => string }) {
  const record = useRecordContext<Counted>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { editing, liveGeo } = useRealtime();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !canAccess) return null;

  const name = translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase();
  const confirm = ({ nota, cascada }: { nota: string; cascada: boolean }) => {
    const id = String(record.id);
    const leaving = editing.add(resource, id);
    // Released once the listeners have heard the record gone (the change that would read it again).
    const released = () => {
      const stop = liveGeo.subscribe(() => {
        if (liveGeo.peek()?.byId[resource as GeoResource]?.has(id)) return;
        stop();
        setTimeout(leaving, 0);
      });
      if (!liveGeo.peek()?.byId[resource as GeoResource]?.has(id)) {
        stop();
        setTimeout(leaving, 0);
      }
    };
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: { nota, ...(cascada ? { cascada } : {}) } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`vegeo.delete.done.${resource}`, { type: 'info', messageArgs: { label: label(record) } });
          redirect('list', resource);
          released();
        },
        onError: (error) => {
          leaving();
          setOpen(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <DeleteDialog
        open={open}
        pending={isPending}
        title={translate('vegeo.delete.title', { name, label: label(record) })}
        text={translate('vegeo.delete.confirm', { name, label: label(record) })}
        children={containedText(resource, [record])}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      />
    </>
  );
}
