import {
  EmailAuthProvider,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  multiFactor,
  reauthenticateWithCredential,
  sendEmailVerification,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import type { WriteSide } from '../dataProvider/ports.js';
import type { ProfilePort } from '../profile/ports.js';
import { withRecaptcha } from './authPort.js';

function signedIn(auth: Auth): User {
  if (!auth.currentUser) throw Object.assign(new Error('Su sesión terminó. Inicie sesión de nuevo.'), { code: 'auth/user-token-expired' });
  return auth.currentUser;
}

/** The profile page's port over the modular SDK; the account's deletion through `borrarMiCuenta`. */
export function createProfilePort(auth: Auth, write: WriteSide, returnUrl: () => string = () => window.location.origin + window.location.pathname): ProfilePort {
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
    },
    changePassword: (password) => updatePassword(signedIn(auth), password),
    async reauthenticate(password) {
      const user = signedIn(auth);
      if (password !== undefined) {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
        return;
      }
      const { GoogleAuthProvider, reauthenticateWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
      await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
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
