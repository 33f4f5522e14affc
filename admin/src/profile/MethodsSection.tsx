import { Alert, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { authErrorMessage } from '../authProvider/authErrors.js';
import { useSession } from '../session/SessionContext.js';
import type { Profile } from './types.js';
import { Section } from './Section.js';
import { usePhoneCode } from './usePhoneCode.js';
import type { AccountChangeProps } from './useReauth.js';

/** The ways the account signs in, each removable but the last; then a phone, Google and a password to add. */
export function MethodsSection({ profile, run, onChanged }: AccountChangeProps & { profile: Profile }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = async (providerId: string) => {
    setResult(null);
    try {
      await run(() => port.unlink(providerId));
      setResult({ ok: true, text: translate('vegeo.profile.unlinked', { method: translate(`vegeo.profile.method.${providerId}`, { _: providerId }) }) });
      await onChanged();
    } catch (error) {
      setResult({ ok: false, text: authErrorMessage(error, translate('vegeo.profile.notChanged')) });
    }
  };
  return (
    <>
      <Section title={translate('vegeo.profile.methods')}>
        {profile.email ? (
          <Typography>
            {profile.email} · {translate(profile.emailVerified ? 'vegeo.profile.verified' : 'vegeo.profile.unverified')}
          </Typography>
        ) : null}
        <List dense aria-label={translate('vegeo.profile.methods')}>
          {profile.providers.map((id) => (
            <ListItem key={id} secondaryAction={<Button onClick={() => void remove(id)}>{translate('vegeo.profile.unlink')}</Button>}>
              <ListItemText primary={translate(`vegeo.profile.method.${id}`, { _: id })} secondary={id === 'phone' ? profile.phoneNumber : id === 'password' ? profile.email : null} />
            </ListItem>
          ))}
        </List>
        {result ? <Alert severity={result.ok ? 'success' : 'error'}>{result.text}</Alert> : null}
      </Section>
      {profile.providers.includes('phone') ? null : <LinkPhone run={run} onChanged={onChanged} />}
      {profile.providers.includes('google.com') ? null : <LinkGoogle run={run} onChanged={onChanged} />}
      {profile.providers.includes('password') ? null : <AddPassword email={profile.email} run={run} onChanged={onChanged} />}
    </>
  );
}

function LinkPhone({ run, onChanged }: AccountChangeProps) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const phone = usePhoneCode((number) => run(() => port.startPhoneLink(number)), onChanged);
  return (
    <Section title={translate('vegeo.profile.linkPhone')} action={{ label: translate(phone.sent ? 'vegeo.profile.linkPhoneConfirm' : 'vegeo.login.sendCode'), run: phone.next, done: translate(phone.sent ? 'vegeo.profile.phoneLinked' : 'vegeo.profile.codeSent') }}>
      <Typography>{translate('vegeo.profile.linkPhoneText')}</Typography>
      {phone.fields}
    </Section>
  );
}

function LinkGoogle({ run, onChanged }: AccountChangeProps) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const link = async () => {
    await run(() => port.linkGoogle());
    await onChanged();
  };
  return (
    <Section title={translate('vegeo.profile.linkGoogle')} action={{ label: translate('vegeo.profile.linkGoogleButton'), run: link, done: translate('vegeo.profile.googleLinked') }}>
      <Typography>{translate('vegeo.profile.linkGoogleText')}</Typography>
    </Section>
  );
}

function AddPassword({ email: known, run, onChanged }: AccountChangeProps & { email: string | null }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [email, setEmail] = useState(known ?? '');
  const [password, setPassword] = useState('');
  const add = async () => {
    if (!email.trim()) throw new Error(translate('vegeo.login.emailRequired'));
    if (!password) throw new Error(translate('vegeo.login.passwordRequired'));
    await run(() => port.addPassword(email.trim(), password));
    await onChanged();
  };
  return (
    <Section title={translate('vegeo.profile.addPassword')} action={{ label: translate('vegeo.profile.addPasswordButton'), run: add, done: translate('vegeo.profile.passwordAdded') }}>
      <Typography>{translate('vegeo.profile.addPasswordText')}</Typography>
      <TextField label={translate('vegeo.login.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} disabled={known !== null} fullWidth />
      <TextField label={translate('vegeo.login.newPassword')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} helperText={translate('vegeo.login.passwordHint')} fullWidth />
    </Section>
  );
}
