import { phoneNumber } from '../login/phoneNumber.js';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CodeStep } from '../authProvider/types.js';

/**
 * A phone confirmed by an SMS code, in two steps of one button: `next` first sends the code
 * (`send`, which may ask to re-authenticate), then confirms it and runs `done`. `fields` are the
 * phone and, once sent, the code.
 */
export function usePhoneCode(send: (phoneNumber: string) => Promise<CodeStep>, done: () => Promise<void>) {
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<CodeStep | null>(null);

  const next = async () => {
    if (!step) {
      const number = phoneNumber(phone);
      if (!number) throw new Error(translate('vegeo.login.phoneRequired'));
      setStep(await send(number));
      return;
    }
    if (!code.trim()) throw new Error(translate('vegeo.login.codeRequired'));
    await step.confirm(code.trim());
    setStep(null);
    setPhone('');
    setCode('');
    await done();
  };

  const fields = (
    <>
      <TextField label={translate('vegeo.login.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+58 412 1234567" disabled={step !== null} fullWidth />
      {step ? <TextField label={translate('vegeo.login.code')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoFocus fullWidth /> : null}
    </>
  );
  return { sent: step !== null, next, fields };
}
