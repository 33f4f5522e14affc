import { Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CodeStep } from '../authProvider/ports.js';
import { useSession } from '../session/SessionContext.js';
import type { Profile } from './ports.js';
import { Section } from './Section.js';

export interface SecondFactorSectionProps {
  profile: Profile;
  run: (action: () => Promise<void>) => Promise<void>;
  onChanged: () => Promise<void>;
}

/** The SMS second factor: the phones enrolled (each removable), and a phone to add, confirmed by its code. */
export function SecondFactorSection({ profile, run, onChanged }: SecondFactorSectionProps) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<CodeStep | null>(null);

  const next = async () => {
    if (!step) {
      const number = phone.replace(/[\s()-]/g, '');
      if (!number) throw new Error(translate('vegeo.login.phoneRequired'));
      await run(async () => setStep(await port.startSecondFactor(number)));
      return;
    }
    if (!code.trim()) throw new Error(translate('vegeo.login.codeRequired'));
    await step.confirm(code.trim());
    setStep(null);
    setPhone('');
    setCode('');
    await onChanged();
  };

  const remove = (uid: string) => run(() => port.removeSecondFactor(uid)).then(onChanged);

  return (
    <Section
      title={translate('vegeo.profile.secondFactor')}
      action={{ label: translate(step ? 'vegeo.profile.enableSecondFactor' : 'vegeo.login.sendCode'), run: next, done: step ? undefined : translate('vegeo.profile.secondFactorDone') }}
    >
      <Typography>{translate(profile.secondFactors.length ? 'vegeo.profile.secondFactorOn' : 'vegeo.profile.secondFactorOff')}</Typography>
      {profile.secondFactors.length ? (
        <List dense>
          {profile.secondFactors.map((factor) => (
            <ListItem key={factor.uid} secondaryAction={<Button onClick={() => void remove(factor.uid)}>{translate('vegeo.profile.removeSecondFactor')}</Button>}>
              <ListItemText primary={factor.label} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <TextField label={translate('vegeo.login.phone')} type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} placeholder="+58 412 1234567" disabled={step !== null} fullWidth />
      {step ? <TextField label={translate('vegeo.login.code')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoFocus fullWidth /> : null}
    </Section>
  );
}
