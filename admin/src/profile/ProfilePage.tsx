import { Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionContext.js';
import { DeleteAccountSection } from './DeleteAccountSection.js';
import { MethodsSection } from './MethodsSection.js';
import type { Profile } from './types.js';
import { Section } from './Section.js';
import type { RunWithReauth } from './useReauth.js';
import { SecondFactorSection } from './SecondFactorSection.js';
import { useReauth } from './useReauth.js';

/** The signed-in person's own account: name and photo, ways to sign in (linked and unlinked), password, second factor, deletion. */
export function ProfilePage() {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [profile, setProfile] = useState<Profile | null>(null);
  const reload = useCallback(async () => setProfile(await port.load()), [port]);
  useEffect(() => {
    void port.load().then(setProfile);
  }, [port]);
  const hasPassword = profile?.providers.includes('password') ?? false;
  const reauth = useReauth(profile);
  if (!profile) return <Title title={translate('vegeo.profile.title')} />;
  return (
    <Stack spacing={2} sx={{ my: 2, maxWidth: 720 }}>
      <Title title={translate('vegeo.profile.title')} />
      <Details profile={profile} onSaved={reload} />
      <MethodsSection profile={profile} run={reauth.run} onChanged={reload} />
      {profile.email && !profile.emailVerified ? (
        <Section title={translate('vegeo.profile.verifyTitle')} action={{ label: translate('vegeo.profile.sendVerification'), run: port.sendVerificationEmail, done: translate('vegeo.profile.verificationSent') }}>
          <Typography>{translate('vegeo.profile.verifyText')}</Typography>
        </Section>
      ) : null}
      {hasPassword ? <PasswordSection run={reauth.run} /> : null}
      <SecondFactorSection profile={profile} run={reauth.run} onChanged={reload} />
      <DeleteAccountSection run={reauth.run} />
      {reauth.dialog}
    </Stack>
  );
}

function Details({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [photoURL, setPhotoURL] = useState(profile.photoURL ?? '');
  const save = async () => {
    const photo = photoURL.trim();
    if (photo && !/^https?:\/\/\S+$/.test(photo)) throw new Error(translate('vegeo.profile.badPhoto'));
    // Only what changed: Auth's emulator refuses an absent photo sent as null, and an unchanged
    // field has nothing to tell Auth.
    const name = displayName.trim() || null;
    await port.update({
      ...(name !== (profile.displayName ?? null) ? { displayName: name } : {}),
      ...((photo || null) !== (profile.photoURL ?? null) ? { photoURL: photo || null } : {}),
    });
    await onSaved();
  };
  return (
    <Section title={translate('vegeo.profile.details')} action={{ label: translate('ra.action.save'), run: save, done: translate('vegeo.profile.saved') }}>
      <TextField label={translate('vegeo.profile.displayName')} value={displayName} onChange={(e) => setDisplayName(e.target.value)} fullWidth />
      <TextField label={translate('vegeo.profile.photoURL')} value={photoURL} onChange={(e) => setPhotoURL(e.target.value)} placeholder="https://…" fullWidth />
    </Section>
  );
}

function PasswordSection({ run }: { run: RunWithReauth }) {
  const { profile: port } = useSession();
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const change = async () => {
    if (!password) throw new Error(translate('vegeo.login.passwordRequired'));
    await run(() => port.changePassword(password));
    setPassword('');
  };
  return (
    <Section title={translate('vegeo.profile.password')} action={{ label: translate('vegeo.profile.changePassword'), run: change, done: translate('vegeo.profile.passwordChanged') }}>
      <Typography>{translate('vegeo.profile.passwordText')}</Typography>
      <TextField label={translate('vegeo.login.newPassword')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} helperText={translate('vegeo.login.passwordHint')} fullWidth />
    </Section>
  );
}
