import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { authErrorMessage } from '../authProvider/authErrors.js';
import { useSession } from '../session/SessionContext.js';
import { AuthForm } from './AuthForm.js';
import { useSubmit } from './useSubmit.js';
import { dropLinkFromAddress } from '../layout/emailedLink.js';

/** The page a password reset e-mail opens: a new password, then back to signing in. */
export function NewPasswordForm({ code, onDone, onAccount }: { code: string; onDone: () => void; onAccount: (email: string) => void }) {
  const { auth } = useSession();
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  // Which account the link is for, for the page's title; a used or old link says so at once.
  const [stale, setStale] = useState<string | null>(null);
  useEffect(() => {
    auth.resetCodeEmail(code).then(onAccount, (failure: unknown) => setStale(authErrorMessage(failure, translate('vegeo.login.resetFailed'))));
    // Once per link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  const { pending, error, onSubmit } = useSubmit(async () => {
    if (!password) throw new Error(translate('vegeo.login.passwordRequired'));
    await auth.confirmPasswordReset(code, password);
    dropLinkFromAddress();
    onDone();
  }, translate('vegeo.login.resetFailed'));
  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error ?? stale} submitLabel={translate('vegeo.login.savePassword')}>
      <TextField label={translate('vegeo.login.newPassword')} type="password" name="new-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} helperText={translate('vegeo.login.passwordHint')} autoFocus fullWidth />
    </AuthForm>
  );
}
