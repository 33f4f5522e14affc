import UploadIcon from '@mui/icons-material/Upload';
import { useState, type ComponentType } from 'react';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import type { ImportDialogProps } from './ImportDialog.js';

let Dialog: ComponentType<ImportDialogProps> | undefined;

/**
 * «Importar» in a geography list's toolbar, for whoever may create records there (editors,
 * admins; the callables refuse a lector anyway). The dialog, the CSV reader and the import
 * engine load on the first click: the lists and the sign-in page carry none of it.
 */
export function ImportButton() {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ action: 'create', resource });
  const [open, setOpen] = useState(false);
  const [, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!canAccess) return null;
  const start = async () => {
    if (!Dialog) {
      setLoading(true);
      try {
        Dialog = (await import('./ImportDialog.js')).ImportDialog;
        setLoaded(true);
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  };
  return (
    <>
      <Button label="vegeo.import.action" onClick={() => void start()} disabled={loading}>
        <UploadIcon />
      </Button>
      {Dialog && open ? <Dialog resource={resource} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
