import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { childrenText } from '../dataProvider/httpErrors.js';

interface Counted {
  id: string | number;
  municipios?: number;
  parroquias?: number;
}

/**
 * Deletes the record after a confirmation that says what it contains; with children it offers
 * the cascade (a checkbox, unchecked): without it the service refuses, and the refusal is shown.
 */
export function DeleteWithCascadeButton({ label }: { label: (record: Counted) => string }) {
  const record = useRecordContext<Counted>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  const [cascade, setCascade] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !canAccess) return null;

  const municipios = resource === 'estados' ? (record.municipios ?? 0) : 0;
  const parroquias = resource === 'parroquias' ? 0 : (record.parroquias ?? 0);
  const children = municipios + parroquias > 0 ? childrenText(municipios, parroquias) : undefined;
  const name = translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase();
  const close = () => {
    setOpen(false);
    setCascade(false);
  };
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: cascade ? { cascada: true } : undefined },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify('vegeo.delete.done', { type: 'info', messageArgs: { name: translate(`resources.${resource}.name`, { smart_count: 1 }), smart_count: 1 } });
          redirect('list', resource);
        },
        onError: (error) => {
          close();
          notify((error as Error).message, { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{translate('vegeo.delete.title', { name, label: label(record) })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('vegeo.delete.confirm', { name, label: label(record) })}</DialogContentText>
          {children && (
            <>
              <DialogContentText sx={{ mt: 2 }}>{translate('vegeo.delete.children', { children })}</DialogContentText>
              <FormControlLabel
                control={<Checkbox checked={cascade} onChange={(event) => setCascade(event.target.checked)} />}
                label={translate('vegeo.delete.cascade', { children })}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" disabled={isPending} onClick={confirm}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
