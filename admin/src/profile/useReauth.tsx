import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { authErrorCode, authErrorMessage } from '../authProvider/authErrors.js';
import { useSession } from '../session/SessionContext.js';

/** Runs an account change, asking the person to confirm who they are when Firebase requires it; answers what the change answers. */
export type RunWithReauth = <T>(action: () => Promise<T>) => Promise<T>;

/** What a profile section that changes the account gets: how to run a change, and what to do after one. */
export interface AccountChangeProps {
  run: RunWithReauth;
  onChanged: () => Promise<void>;
}

/**
 * Runs account changes that Firebase may refuse until the person proves again who they are
 * (`auth/requires-recent-login`): then asks for the password (or Google), and runs the change again.
 */
export function useReauth(hasPassword: boolean) {
  const { profile } = useSession();
  const translate = useTranslate();
  const [pending, setPending] = useState<{ retry: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void } | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run: RunWithReauth = async (action) => {
    try {
      return await action();
    } catch (failure) {
      if (authErrorCode(failure) !== 'auth/requires-recent-login') throw failure;
      return new Promise((resolve, reject) => setPending({ retry: action, resolve: (value) => resolve(value as never), reject }));
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      await profile.reauthenticate(hasPassword ? password : undefined);
      pending.resolve(await pending.retry());
      setPending(null);
      setPassword('');
      setError(null);
    } catch (failure) {
      setError(authErrorMessage(failure, translate('vegeo.profile.failed')));
    }
  };

  const cancel = () => {
    pending?.reject(new Error(translate('vegeo.profile.reauthCancelled')));
    setPending(null);
    setError(null);
  };

  const dialog = (
    <Dialog open={pending !== null} onClose={cancel}>
      <DialogTitle>{translate('vegeo.profile.reauthTitle')}</DialogTitle>
      <DialogContent>
        <p>{translate('vegeo.profile.reauthText')}</p>
        {hasPassword ? <TextField label={translate('vegeo.profile.currentPassword')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus fullWidth /> : null}
        {error ? <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm}>
          {translate(hasPassword ? 'vegeo.profile.confirmIdentity' : 'vegeo.login.google')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { run, dialog };
}
