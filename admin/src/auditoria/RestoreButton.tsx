import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';

interface RestoringProvider {
  restaurar(clave: string, nota?: string): Promise<unknown>;
  restaurarImportacion(importacion: string, nota?: string): Promise<unknown>;
}

/**
 * "Restaurar": puts the records a change touched back as they were before it, as a new audited
 * change (`restaurarRegistro`) with the nota given. A refusal (a newer change, a broken
 * reference) stays on screen with its reason; a success shows the audit with its new entry.
 * A batch of an import (`importar`) restores the whole import: every batch with its id.
 */
export function RestoreButton() {
  const record = useRecordContext<AuditRow>();
  const dataProvider = useDataProvider<never>() as unknown as RestoringProvider;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [nota, setNota] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!record || record.tipo === 'usuario') return null;
  const wholeImport = record.accion === 'importar';
  const restore = async () => {
    setPending(true);
    setRefusal(null);
    try {
      if (wholeImport) await dataProvider.restaurarImportacion(record.registroId, nota.trim() || undefined);
      else await dataProvider.restaurar(record.id, nota.trim() || undefined);
      notify('vegeo.audit.restored', { type: 'success' });
      refresh(); // the audit's pages as read before the new entry
      // The record's history, the new entry on top (whatever the list's filters were).
      const filter = encodeURIComponent(JSON.stringify(wholeImport ? {} : { tipo: record.tipo, registroId: record.registroId }));
      redirect(`/auditoria?filter=${filter}&page=1`);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button startIcon={<RestoreIcon />} onClick={() => (setNota(''), setOpen(true))}>
        {translate(wholeImport ? 'vegeo.audit.restoreImport' : 'vegeo.audit.restore')}
      </Button>
      {refusal ? <Alert severity="error">{translate('vegeo.audit.notRestored', { reason: refusal })}</Alert> : null}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate(wholeImport ? 'vegeo.audit.restoreImportTitle' : 'vegeo.audit.restoreTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(wholeImport ? 'vegeo.audit.restoreImportConfirm' : 'vegeo.audit.restoreConfirm')}</DialogContentText>
          <TextField label={translate('vegeo.nota')} value={nota} onChange={(event) => setNota(event.target.value)} multiline fullWidth margin="normal" slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={pending} onClick={() => void restore()}>
            {translate('vegeo.audit.restore')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
