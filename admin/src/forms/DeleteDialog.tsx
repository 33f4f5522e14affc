import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export interface DeleteDialogProps {
  open: boolean;
  pending: boolean;
  title: string;
  text: string;
  /** What the records contain (`3 municipios y 12 parroquias`): then the cascade must be ticked. */
  children?: string;
  onClose: () => void;
  onConfirm: (choice: { nota: string; cascada: boolean }) => void;
}

/**
 * Confirms a delete: what goes, a nota kept with the change in the audit (as edits have), and,
 * for records that contain others, the cascade, without which «Borrar» stays disabled: the
 * service would refuse it.
 */
export function DeleteDialog({ open, pending, title, text, children, onClose, onConfirm }: DeleteDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [nota, setNota] = useState('');
  const [cascada, setCascada] = useState(false);
  // Each opening starts blank.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setNota('');
      setCascada(false);
    }
  }
  const blocked = Boolean(children) && !cascada;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children && (
          <>
            <DialogContentText sx={{ mt: 2 }}>{translate('vegeo.delete.children', { children })}</DialogContentText>
            <FormControlLabel control={<Checkbox checked={cascada} onChange={(event) => setCascada(event.target.checked)} />} label={translate('vegeo.delete.cascade', { children })} />
          </>
        )}
        <TextField label={translate('vegeo.nota')} value={nota} onChange={(event) => setNota(event.target.value)} multiline fullWidth margin="normal" slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" disabled={pending || blocked} onClick={() => onConfirm({ nota: nota.trim(), cascada: Boolean(children) && cascada })}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
