import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';

interface RestoringProvider {
  restaurar(clave: string): Promise<unknown>;
}

/**
 * "Restaurar": puts the records a change touched back as they were before it, as a new audited
 * change (`restaurarRegistro`). A refusal (a newer change, a broken reference) stays on screen with its reason.
 */
export function RestoreButton() {
  const record = useRecordContext<AuditRow>();
  const dataProvider = useDataProvider<never>() as unknown as RestoringProvider;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!record || record.tipo === 'usuario') return null;
  const restore = async () => {
    setOpen(false);
    setRefusal(null);
    try {
      await dataProvider.restaurar(record.id);
      notify('vegeo.audit.restored', { type: 'success' });
      redirect('list', 'auditoria');
    } catch (error) {
      setRefusal((error as Error).message);
    }
  };
  return (
    <>
      <Button startIcon={<RestoreIcon />} onClick={() => setOpen(true)}>
        {translate('vegeo.audit.restore')}
      </Button>
      {refusal ? <Alert severity="error">{translate('vegeo.audit.notRestored', { reason: refusal })}</Alert> : null}
      <Confirm isOpen={open} title={translate('vegeo.audit.restoreTitle')} content={translate('vegeo.audit.restoreConfirm')} confirm={translate('vegeo.audit.restore')} onConfirm={restore} onClose={() => setOpen(false)} />
    </>
  );
}
