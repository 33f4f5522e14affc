import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSignIn } from './useSignIn.js';
import type { CodeStep } from '../authProvider/types.js';
import { AuthForm } from './AuthForm.js';
import { useSubmit } from './useSubmit.js';

/** The SMS code that completes a phone sign-in or a second factor. */
export function CodeForm({ step, sentTo }: { step: CodeStep; sentTo: string }) {
  const login = useSignIn();
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const { pending, error, onSubmit } = useSubmit(async () => {
    if (!code.trim()) throw new Error(translate('vegeo.login.codeRequired'));
    await login({ method: 'code', step, code });
  });
  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error} info={translate('vegeo.login.codeSent', { to: sentTo })} submitLabel={translate('vegeo.login.submit')}>
      <TextField label={translate('vegeo.login.code')} name="code" autoComplete="one-time-code" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} autoFocus fullWidth />
    </AuthForm>
  );
}
