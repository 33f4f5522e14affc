import {
  EmailAuthProvider,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  linkWithCredential,
  linkWithPhoneNumber,
  multiFactor,
  isSignInWithEmailLink,
  reauthenticateWithCredential,
  reauthenticateWithPhoneNumber,
  sendSignInLinkToEmail,
  sendEmailVerification,
  signOut,
  unlink,
  updatePassword,
  updateProfile,
  type Auth,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import type { WriteSide } from '../dataProvider/types.js';
import type { ProfilePort } from '../profile/types.js';
import { withGooglePopup, withRecaptcha } from './authPort.js';
import { REAUTH_LINK_MARK } from './lazyProfilePort.js';

/** The code of a refusal to remove the only way an account signs in. */
export const LAST_METHOD = 'vegeo/last-method';
/** The code of a phone to link that already signs in to another account. */
export const PHONE_IN_USE = 'vegeo/phone-in-use';

function signedIn(auth: Auth): User {
  if (!auth.currentUser) throw Object.assign(new Error('Su sesión terminó. Inicie sesión de nuevo.'), { code: 'auth/user-token-expired' });
  return auth.currentUser;
}

/** The profile page's port over the modular SDK; the account's deletion through `borrarMiCuenta`. */
export function createProfilePort(auth: Auth, write: WriteSide, returnUrl: () => string = () => window.location.origin + window.location.pathname): ProfilePort {
  // The account's /users entry copies its name and phone for the Usuarios list's search: the
  // service reads them from Auth. A failure here leaves the copy to be mended when an admin lists it.
  const mirror = () => write.call('sincronizarMiCuenta', {}).then(
    () => undefined,
    () => undefined,
  );
  return {
    async load() {
      const user = auth.currentUser;
      if (!user) return null;
      await user.reload();
      return {
        uid: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        displayName: user.displayName,
        photoURL: user.photoURL,
        phoneNumber: user.phoneNumber,
        providers: user.providerData.map((info) => info.providerId),
        secondFactors: multiFactor(user).enrolledFactors.map((factor) => ({
          uid: factor.uid,
          label: [(factor as PhoneMultiFactorInfo).phoneNumber, factor.displayName].filter(Boolean).join(' · '),
        })),
      };
    },
    async update(changes) {
      const user = signedIn(auth);
      await updateProfile(user, changes);
      // A new ID token tells the app bar (it listens for tokens) about the new name and photo.
      await user.getIdToken(true);
      await mirror();
    },
    changePassword: (password) => updatePassword(signedIn(auth), password),
    async reauthenticate(password) {
      const user = signedIn(auth);
      if (password !== undefined) {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
        return;
      }
      await withGooglePopup(async () => {
        const { GoogleAuthProvider, reauthenticateWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
        await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
      });
    },
    async startPhoneReauth() {
      const user = signedIn(auth);
      if (!user.phoneNumber) throw Object.assign(new Error('Sin teléfono'), { code: 'auth/missing-phone-number' });
      const confirmation = await withRecaptcha(auth, (verifier) => reauthenticateWithPhoneNumber(user, user.phoneNumber ?? '', verifier));
      return {
        async confirm(code) {
          await confirmation.confirm(code);
        },
      };
    },
    async sendReauthLink() {
      const user = signedIn(auth);
      if (!user.email) throw Object.assign(new Error('Sin correo'), { code: 'auth/missing-email' });
      await sendSignInLinkToEmail(auth, user.email, { url: `${returnUrl()}?${REAUTH_LINK_MARK}=identidad`, handleCodeInApp: true });
    },
    async completeReauthLink(link) {
      if (!new URL(link).searchParams.has(REAUTH_LINK_MARK) || !isSignInWithEmailLink(auth, link)) return false;
      const user = signedIn(auth);
      await reauthenticateWithCredential(user, EmailAuthProvider.credentialWithLink(user.email ?? '', link));
      return true;
    },
    async addPassword(email, password) {
      await linkWithCredential(signedIn(auth), EmailAuthProvider.credential(email, password));
    },
    async startPhoneLink(phoneNumber) {
      const user = signedIn(auth);
      const confirmation = await withRecaptcha(auth, (verifier) => linkWithPhoneNumber(user, phoneNumber, verifier));
      return {
        async confirm(code) {
          try {
            await confirmation.confirm(code);
            await mirror();
          } catch (error) {
            // Linking a phone another account signs in with: the SDK names it as at sign-in ("exists with a different credential").
            if ((error as { code?: string }).code === 'auth/account-exists-with-different-credential') throw Object.assign(new Error('Phone in use'), { code: PHONE_IN_USE });
            throw error;
          }
        },
      };
    },
    linkGoogle: () =>
      withGooglePopup(async () => {
        const { GoogleAuthProvider, linkWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
        await linkWithPopup(signedIn(auth), new GoogleAuthProvider(), browserPopupRedirectResolver);
      }),
    async unlink(providerId) {
      const user = signedIn(auth);
      await user.reload();
      // Without any way in, nobody (not even an admin) could sign in to the account again.
      if (user.providerData.length <= 1) throw Object.assign(new Error('Último método de acceso'), { code: LAST_METHOD });
      await unlink(user, providerId);
      await mirror();
    },
    sendVerificationEmail: () => sendEmailVerification(signedIn(auth), { url: returnUrl() }),
    async startSecondFactor(phoneNumber) {
      const user = signedIn(auth);
      const session = await multiFactor(user).getSession();
      const verificationId = await withRecaptcha(auth, (verifier) => new PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, verifier));
      return {
        async confirm(code) {
          await multiFactor(user).enroll(PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)), 'SMS');
        },
      };
    },
    removeSecondFactor: (uid) => multiFactor(signedIn(auth)).unenroll(uid),
    async deleteAccount() {
      await write.call('borrarMiCuenta', {});
      await signOut(auth);
    },
  };
}
