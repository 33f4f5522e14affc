import { Alert, Button, CardContent, Divider, Stack, Typography } from '@mui/material';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Login, LoginClasses, useTranslate } from 'react-admin';
import { useSignIn, useWarmUpOnIntent } from './useSignIn.js';
import { authErrorMessage } from '../authProvider/authErrors.js';
import { SecondFactorRequired, type CodeStep, type SecondFactorChallenge } from '../authProvider/types.js';
import { useSession } from '../session/SessionContext.js';
import { onSignedOutReason, signedOutReason } from '../session/signedOutReason.js';
import { EmailPasswordForm } from './EmailPasswordForm.js';
import { saveLinkEmail } from './linkEmail.js';
import { setDocumentTitle } from '../layout/DocumentTitle.js';

// The other ways in, loaded when chosen (or when a link opened the page at one): the first
// visit loads the e-mail and password form alone.
const CodeForm = lazy(async () => ({ default: (await import('./CodeForm.js')).CodeForm }));
const EmailLinkReturn = lazy(async () => ({ default: (await import('./EmailLinkReturn.js')).EmailLinkReturn }));
const NewPasswordForm = lazy(async () => ({ default: (await import('./NewPasswordForm.js')).NewPasswordForm }));
const PhoneForm = lazy(async () => ({ default: (await import('./PhoneForm.js')).PhoneForm }));
const SendEmailForm = lazy(async () => ({ default: (await import('./SendEmailForm.js')).SendEmailForm }));

const loginSx = {
  // One width whatever the step says: the card does not jump as messages come and go.
  [`& .${LoginClasses.card}`]: { width: 380, maxWidth: 'calc(100vw - 24px)', marginTop: { xs: '2em', sm: '6em' } },
  // The lock in the theme's secondary colour (react-admin's reads a shade the theme does not name).
  [`& .${LoginClasses.icon}`]: { bgcolor: 'secondary.main' },
};

type View =
  | { name: 'password' | 'signUp' | 'reset' | 'link' | 'phone' }
  | { name: 'code'; step: CodeStep; sentTo: string }
  | { name: 'linkReturn'; link: string }
  | { name: 'newPassword'; code: string };

/** What the address the page opened with asks for: finishing an e-mailed link, or nothing. */
function arrival(isSignInLink: (link: string) => boolean): View {
  const href = window.location.href;
  const query = new URLSearchParams(window.location.search);
  if (query.get('mode') === 'resetPassword' && query.get('oobCode')) return { name: 'newPassword', code: query.get('oobCode') as string };
  if (isSignInLink(href)) return { name: 'linkReturn', link: href };
  return { name: 'password' };
}

/**
 * The sign-in page: e-mail and password first; then Google, an e-mailed link, a phone number,
 * creating an account (when sign-up is open) and a forgotten password. A second factor, an SMS
 * code and the return of an e-mailed link each get their own step.
 */
export function LoginPage() {
  const { auth, signUpOpen } = useSession();
  const translate = useTranslate();
  const login = useSignIn();
  useWarmUpOnIntent();
  const [view, setView] = useState<View>(() => arrival(auth.isSignInLink));
  // A step whose form is still loading leaves the current one on screen until it is here.
  const show = (next: View) => startTransition(() => setView(next));
  // The address typed in one step is still there in the next (reset, e-mail link, sign-up).
  const [email, setEmail] = useState('');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const title = view.name === 'newPassword' && resetFor ? translate('vegeo.login.titles.newPasswordFor', { email: resetFor }) : translate(`vegeo.login.titles.${view.name}`);
  useEffect(() => setDocumentTitle(title), [title]);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success' | 'warning'; text: string } | null>(() => {
    const reason = signedOutReason();
    return reason ? { severity: 'warning', text: reason } : null;
  });
  useEffect(() => {
    const showReason = () => {
      const reason = signedOutReason();
      if (reason) setNotice((current) => (current?.text === reason ? current : { severity: 'warning', text: reason }));
    };
    const unsubscribe = onSignedOutReason(showReason);
    showReason(); // one remembered between the first drawing and now
    return unsubscribe;
  }, []);
  const go = (name: 'password' | 'signUp' | 'reset' | 'link' | 'phone') => {
    setNotice(null);
    show({ name });
  };

  const onSecondFactor = async (challenge: SecondFactorChallenge) => {
    const hint = challenge.hints[0];
    if (!hint) return setNotice({ severity: 'error', text: translate('vegeo.login.noSecondFactor') });
    try {
      show({ name: 'code', step: await challenge.sendCode(hint.uid), sentTo: hint.label });
    } catch (error) {
      setNotice({ severity: 'error', text: authErrorMessage(error) });
    }
  };

  const google = async () => {
    setNotice(null);
    try {
      await login({ method: 'google' });
    } catch (error) {
      if (error instanceof SecondFactorRequired) return onSecondFactor(error.challenge);
      setNotice({ severity: 'error', text: (error as Error).message });
    }
  };

  const link = (name: typeof view.name, label: string) =>
    view.name === name ? null : (
      <Button key={name} size="small" onClick={() => go(name as 'password')}>
        {label}
      </Button>
    );

  return (
    <Login sx={loginSx}>
      <Typography variant="h6" align="center" sx={{ pt: 1 }}>
        {title}
      </Typography>
      {notice ? (
        <Alert severity={notice.severity} sx={{ mx: 2, mt: 1 }}>
          {notice.text}
        </Alert>
      ) : null}
      {view.name === 'password' ? <EmailPasswordForm key="password" onSecondFactor={onSecondFactor} email={email} onEmail={setEmail} /> : null}
      <Suspense fallback={null}>
        {view.name === 'signUp' ? <EmailPasswordForm key="signUp" signUp onSecondFactor={onSecondFactor} email={email} onEmail={setEmail} /> : null}
        {view.name === 'reset' ? <SendEmailForm key="reset" send={auth.sendPasswordReset} submitLabel={translate('vegeo.login.sendReset')} sent={translate('vegeo.login.resetSent')} email={email} onEmail={setEmail} /> : null}
        {view.name === 'link' ? (
          <SendEmailForm
            key="link"
            email={email}
            onEmail={setEmail}
            send={async (address) => {
              await auth.sendSignInLink(address);
              saveLinkEmail(address);
            }}
            submitLabel={translate('vegeo.login.sendLink')}
            sent={translate('vegeo.login.linkSent')}
          />
        ) : null}
        {view.name === 'phone' ? <PhoneForm onSent={(step, sentTo) => show({ name: 'code', step, sentTo })} /> : null}
        {view.name === 'code' ? <CodeForm step={view.step} sentTo={view.sentTo} /> : null}
        {view.name === 'linkReturn' ? <EmailLinkReturn link={view.link} onSecondFactor={onSecondFactor} /> : null}
        {view.name === 'newPassword' ? (
          <NewPasswordForm
            code={view.code}
            onAccount={(account) => {
              setResetFor(account);
              setEmail(account);
            }}
            onDone={() => {
              show({ name: 'password' });
              setNotice({ severity: 'success', text: translate('vegeo.login.passwordSaved') });
            }}
          />
        ) : null}
      </Suspense>
      <Divider />
      <CardContent>
        <Stack spacing={1} alignItems="stretch">
          <Button variant="outlined" onClick={google}>
            {translate('vegeo.login.google')}
          </Button>
          {link('link', translate('vegeo.login.withLink'))}
          {link('phone', translate('vegeo.login.withPhone'))}
          {link('password', translate('vegeo.login.withPassword'))}
          {signUpOpen ? link('signUp', translate('vegeo.login.createAccount')) : null}
          {link('reset', translate('vegeo.login.forgot'))}
        </Stack>
      </CardContent>
    </Login>
  );
}
