import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { authErrorMessage } from '../authProvider/authErrors.js';
import type { CodeStep } from '../authProvider/types.js';
import { useSession } from '../session/SessionContext.js';
import type { Profile } from './types.js';
import { needsRecentLogin, type PendingChange } from './useReauth.js';

/**
 * Asks the person to prove again who they are, in every way the account has: its password (an
 * account that only ever entered by e-mail link has none, and Firebase cannot tell the two apart,
 * so the link is offered beside it), a code by SMS to its phone, Google. Then runs the change again.
 */
export function ReauthDialog({ profile, pending, onClose }: { profile: Profile; pending: PendingChange; onClose: () => void }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sms, setSms] = useState<CodeStep | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const has = (provider: string) => profile.providers.includes(provider);

  const attempt = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(authErrorMessage(failure, translate('vegeo.profile.failed')));
    } finally {
      setBusy(false);
    }
  };
  const finish = async () => {
    try {
      pending.resolve(await pending.retry());
      onClose();
    } catch (failure) {
      // The link not opened yet, or opened in another browser: the change still waits for the proof.
      if (needsRecentLogin(failure)) return setError(translate('vegeo.profile.reauthLinkNotYet'));
      pending.reject(failure);
      onClose();
    }
  };
  const cancel = () => {
    pending.reject(new Error(translate('vegeo.profile.reauthCancelled')));
    onClose();
  };

  return (
    <Dialog open onClose={cancel} aria-labelledby="reauth-title">
      <DialogTitle id="reauth-title">{translate('vegeo.profile.reauthTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} divider={<Divider flexItem />}>
          <Typography>{translate('vegeo.profile.reauthText')}</Typography>
          {has('password') ? (
            <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), attempt(async () => (await port.reauthenticate(password), await finish())))}>
              <TextField label={translate('vegeo.profile.currentPassword')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus fullWidth />
              <Button type="submit" variant="contained" disabled={busy || !password} sx={{ alignSelf: 'flex-start' }}>
                {translate('vegeo.profile.confirmIdentity')}
              </Button>
            </Stack>
          ) : null}
          {has('password') && profile.email ? (
            <Stack spacing={1}>
              <Typography>{translate('vegeo.profile.reauthLinkText', { email: profile.email })}</Typography>
              {linkSent ? <Alert severity="info">{translate('vegeo.profile.reauthLinkSent', { email: profile.email })}</Alert> : null}
              <Stack direction="row" spacing={1}>
                <Button variant={linkSent ? 'text' : 'outlined'} disabled={busy} onClick={() => attempt(async () => (await port.sendReauthLink(), setLinkSent(true)))}>
                  {translate(linkSent ? 'vegeo.profile.reauthLinkAgain' : 'vegeo.profile.reauthLinkSend')}
                </Button>
                {linkSent ? (
                  <Button variant="contained" disabled={busy} onClick={() => attempt(finish)}>
                    {translate('vegeo.profile.reauthLinkDone')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          ) : null}
          {has('phone') && profile.phoneNumber ? (
            <Stack spacing={1} component="form" onSubmit={(event) => (event.preventDefault(), attempt(async () => (sms ? (await sms.confirm(code.trim()), await finish()) : setSms(await port.startPhoneReauth()))))}>
              <Typography>{translate('vegeo.profile.reauthSmsText', { phone: profile.phoneNumber })}</Typography>
              {sms ? <TextField label={translate('vegeo.login.code')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoFocus fullWidth /> : null}
              <Button type="submit" variant="outlined" disabled={busy || (sms !== null && !code.trim())} sx={{ alignSelf: 'flex-start' }}>
                {translate(sms ? 'vegeo.profile.reauthSmsConfirm' : 'vegeo.profile.reauthSmsSend')}
              </Button>
            </Stack>
          ) : null}
          {has('google.com') ? (
            <Button variant="outlined" disabled={busy} onClick={() => attempt(async () => (await port.reauthenticate(), await finish()))} sx={{ alignSelf: 'flex-start' }}>
              {translate('vegeo.login.google')}
            </Button>
          ) : null}
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
