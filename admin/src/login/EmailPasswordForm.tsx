import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSignIn } from './useSignIn.js';
import { SecondFactorRequired, type SecondFactorChallenge } from '../authProvider/types.js';
import { AuthForm } from './AuthForm.js';
import { useSubmit } from './useSubmit.js';

export interface EmailPasswordFormProps {
  /** Creates the account instead of signing in. */
  signUp?: boolean;
  onSecondFactor: (challenge: SecondFactorChallenge) => void;
  /** The address typed, kept by the page across its steps. */
  email: string;
  onEmail: (email: string) => void;
}

/** Sign-in (or sign-up) by e-mail and password; a failure shows its Spanish message and keeps what was typed. */
export function EmailPasswordForm({ signUp = false, onSecondFactor, email, onEmail }: EmailPasswordFormProps) {
  const login = useSignIn();
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const { pending, error, onSubmit } = useSubmit(async () => {
    if (!email.trim() || !password) throw new Error(translate('vegeo.login.required'));
    try {
      await login(signUp ? { method: 'signUp', email, password } : { email, password });
    } catch (failure) {
      if (failure instanceof SecondFactorRequired) return onSecondFactor(failure.challenge);
      throw failure;
    }
  });

  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error} submitLabel={translate(signUp ? 'vegeo.login.signUp' : 'vegeo.login.submit')}>
      <TextField label={translate('vegeo.login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => onEmail(e.target.value)} autoFocus={!email} fullWidth />
      <TextField
        label={translate('vegeo.login.password')}
        type="password"
        name="password"
        autoComplete={signUp ? 'new-password' : 'current-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        helperText={signUp ? translate('vegeo.login.passwordHint') : undefined}
        autoFocus={Boolean(email)}
        fullWidth
      />
    </AuthForm>
  );
}
