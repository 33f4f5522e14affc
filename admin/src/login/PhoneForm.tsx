import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CodeStep } from '../authProvider/types.js';
import { useSession } from '../session/SessionContext.js';
import { AuthForm } from './AuthForm.js';
import { phoneNumber } from './phoneNumber.js';
import { useSubmit } from './useSubmit.js';

/** Asks for a phone number (a Venezuelan one as written at home, or with its country code) and sends the SMS code to it. */
export function PhoneForm({ onSent }: { onSent: (step: CodeStep, phoneNumber: string) => void }) {
  const { auth } = useSession();
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const { pending, error, onSubmit } = useSubmit(async () => {
    const number = phoneNumber(phone);
    if (!number) throw new Error(translate('vegeo.login.phoneRequired'));
    onSent(await auth.startPhoneSignIn(number), number);
  }, translate('vegeo.login.sendFailed'));
  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error} submitLabel={translate('vegeo.login.sendCode')}>
      <TextField label={translate('vegeo.login.phone')} type="tel" name="phone" autoComplete="tel" placeholder="0412 1234567" value={phone} onChange={(e) => setPhone(e.target.value)} autoFocus fullWidth />
    </AuthForm>
  );
}
