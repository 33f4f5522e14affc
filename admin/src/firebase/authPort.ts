import {
  RecaptchaVerifier,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getMultiFactorResolver,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signOut,
  verifyPasswordResetCode,
  type Auth,
  type MultiFactorError,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { SecondFactorRequired, type AuthPort, type AuthUser, type CodeStep, type SecondFactorChallenge } from '../authProvider/types.js';

/** The code of a Google sign-in that could not reach Google. */
export const GOOGLE_UNAVAILABLE = 'vegeo/google-unavailable';

async function toAuthUser(user: User | null): Promise<AuthUser | null> {
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return { uid: user.uid, email: user.email, displayName: user.displayName, phoneNumber: user.phoneNumber, photoURL: user.photoURL, claims };
}

/**
 * An invisible reCAPTCHA for one SMS, in a container of its own (removed after). The emulators
 * need none: there `auth.settings.appVerificationDisabledForTesting` makes it a stand-in.
 */
export async function withRecaptcha<T>(auth: Auth, send: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await send(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

/**
 * Runs one of Google's popups (sign in, link, re-authenticate). The popup needs Google's script
 * (apis.google.com), even on the emulators; without it the SDK says only "internal error", which
 * becomes `GOOGLE_UNAVAILABLE`.
 */
export async function withGooglePopup(popup: () => Promise<unknown>): Promise<void> {
  try {
    await popup();
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/internal-error') throw Object.assign(new Error('Google unavailable'), { code: GOOGLE_UNAVAILABLE });
    throw error;
  }
}

function secondFactorChallenge(auth: Auth, error: MultiFactorError): SecondFactorChallenge {
  const resolver = getMultiFactorResolver(auth, error);
  return {
    hints: resolver.hints.map((hint) => ({
      uid: hint.uid,
      label: [(hint as PhoneMultiFactorInfo).phoneNumber, hint.displayName].filter(Boolean).join(' · '),
    })),
    async sendCode(hintUid) {
      const { PhoneAuthProvider, PhoneMultiFactorGenerator } = await import('firebase/auth');
      const hint = resolver.hints.find((h) => h.uid === hintUid) ?? resolver.hints[0];
      const verificationId = await withRecaptcha(auth, (verifier) => new PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, verifier));
      return {
        async confirm(code) {
          await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)));
        },
      };
    },
  };
}

/**
 * Firebase Auth (modular SDK) as the authProvider's port. `returnUrl` is where e-mailed links
 * (sign-in, password reset) bring the person back: the app itself.
 */
export function createAuthPort(auth: Auth, returnUrl: () => string = () => window.location.origin + window.location.pathname): AuthPort {
  // A sign-in whose account has a second factor fails with this code; its challenge asks for the SMS code.
  const secondFactorAware = async (signIn: () => Promise<unknown>) => {
    try {
      await signIn();
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/multi-factor-auth-required') throw new SecondFactorRequired(secondFactorChallenge(auth, error as MultiFactorError));
      throw error;
    }
  };
  return {
    signInWithPassword: (email, password) => secondFactorAware(() => signInWithEmailAndPassword(auth, email, password)),
    async signUp(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    async sendPasswordReset(email) {
      try {
        await sendPasswordResetEmail(auth, email, { url: returnUrl() });
      } catch (error) {
        // Said as a sent e-mail: «no such account» would tell a stranger who has one.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
    },
    confirmPasswordReset: (code, password) => confirmPasswordReset(auth, code, password),
    resetCodeEmail: (code) => verifyPasswordResetCode(auth, code),
    sendSignInLink: (email) => sendSignInLinkToEmail(auth, email, { url: returnUrl(), handleCodeInApp: true }),
    isSignInLink: (link) => isSignInWithEmailLink(auth, link),
    signInWithEmailLink: (email, link) => secondFactorAware(() => signInWithEmailLink(auth, email, link)),
    signInWithGoogle: () =>
      secondFactorAware(() =>
        withGooglePopup(async () => {
          // Loaded only for Google: the popup machinery weighs on the first load.
          const { GoogleAuthProvider, signInWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
          await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
        }),
      ),
    async startPhoneSignIn(phoneNumber): Promise<CodeStep> {
      const confirmation = await withRecaptcha(auth, (verifier) => signInWithPhoneNumber(auth, phoneNumber, verifier));
      return {
        async confirm(code) {
          await confirmation.confirm(code);
        },
      };
    },
    signOut: () => signOut(auth),
    async currentUser() {
      await auth.authStateReady();
      return toAuthUser(auth.currentUser);
    },
    onChange(listener) {
      return onIdTokenChanged(auth, (user) => {
        void toAuthUser(user).then(listener, () => listener(null));
      });
    },
  };
}
