import { TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSignIn } from './useSignIn.js';
import { SecondFactorRequired, type SecondFactorChallenge } from '../authProvider/types.js';
import { AuthForm } from './AuthForm.js';
import { takeLinkEmail } from './linkEmail.js';
import { useSubmit } from './useSubmit.js';
import { dropLinkFromAddress } from '../layout/emailedLink.js';

/**
 * Completes a sign-in by e-mail link: at once with the address saved when the link was asked for
 * on this browser, else (another device) after asking for it.
 */
export function EmailLinkReturn({ link, onSecondFactor }: { link: string; onSecondFactor: (challenge: SecondFactorChallenge) => void }) {
  const login = useSignIn();
  const translate = useTranslate();
  const [email, setEmail] = useState('');
  const complete = async (address: string) => {
    try {
      // The link's parameters go from the address bar first: a reload must not try the used code again.
      dropLinkFromAddress();
      await login({ method: 'emailLink', email: address, link });
    } catch (failure) {
      if (failure instanceof SecondFactorRequired) return onSecondFactor(failure.challenge);
      throw failure;
    }
  };
  // The address saved on this browser, used at once (state set in the same tick is not read yet).
  const saved = useRef<string | null>(null);
  const { pending, error, onSubmit } = useSubmit(async () => {
    const address = saved.current ?? email;
    saved.current = null;
    if (!address.trim()) throw new Error(translate('vegeo.login.emailRequired'));
    await complete(address);
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    saved.current = takeLinkEmail();
    if (saved.current) {
      setEmail(saved.current);
      void onSubmit();
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <AuthForm onSubmit={onSubmit} pending={pending} error={error} info={error ? null : translate('vegeo.login.linkAskEmail')} submitLabel={translate('vegeo.login.submit')}>
      <TextField label={translate('vegeo.login.email')} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus fullWidth />
    </AuthForm>
  );
}
