import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AuthForm } from './AuthForm.js';
import { useSubmit } from './useSubmit.js';

export interface SendEmailFormProps {
  /** Sends the e-mail (a reset link, a sign-in link). */
  send: (email: string) => Promise<void>;
  submitLabel: string;
  /** What the person reads once it is sent. */
  sent: string;
  /** The address typed, kept by the page across its steps. */
  email: string;
  onEmail: (email: string) => void;
}

/** Asks for an e-mail address and sends something to it. */
export function SendEmailForm({ send, submitLabel, sent, email, onEmail }: SendEmailFormProps) {
  const translate = useTranslate();
  const [done, setDone] = useState(false);
  const { pending, error, onSubmit } = useSubmit(async () => {
    setDone(false);
    if (!email.trim()) throw new Error(translate('vegeo.login.emailRequired'));
    await send(email.trim());
    setDone(true);
  }, translate('vegeo.login.sendFailed'));
  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error} info={done ? sent : null} submitLabel={submitLabel}>
      <TextField label={translate('vegeo.login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => onEmail(e.target.value)} autoFocus fullWidth />
    </AuthForm>
  );
}
