import { isSignInWithEmailLink, type Auth } from 'firebase/auth';
import type { WriteSide } from '../dataProvider/types.js';
import type { ProfilePort } from '../profile/types.js';

/** The query parameter that marks an e-mailed link as a re-authentication (not a sign-in). */
export const REAUTH_LINK_MARK = 'confirmar';

/**
 * The profile port, its code loaded when first used (the profile page, or the return of a link
 * it e-mailed): every page after sign-in asks `completeReauthLink` of the address, and answers
 * "not such a link" without it. Once loaded (the profile page loads it as it opens), a call
 * reaches the SDK in the same task, as Google's popup needs.
 */
export function createLazyProfilePort(auth: Auth, write: WriteSide, returnUrl?: () => string): ProfilePort {
  let loading: Promise<ProfilePort> | undefined;
  const port = () => (loading ??= import('./profilePort.js').then(({ createProfilePort }) => createProfilePort(auth, write, returnUrl)));
  const later = <K extends keyof ProfilePort>(name: K) =>
    ((...args: unknown[]) => port().then((loaded) => (loaded[name] as (...all: unknown[]) => Promise<unknown>)(...args))) as ProfilePort[K];
  return {
    load: later('load'),
    update: later('update'),
    changePassword: later('changePassword'),
    reauthenticate: later('reauthenticate'),
    startPhoneReauth: later('startPhoneReauth'),
    sendReauthLink: later('sendReauthLink'),
    completeReauthLink: async (link) => new URL(link).searchParams.has(REAUTH_LINK_MARK) && isSignInWithEmailLink(auth, link) && (await port()).completeReauthLink(link),
    sendVerificationEmail: later('sendVerificationEmail'),
    addPassword: later('addPassword'),
    startPhoneLink: later('startPhoneLink'),
    linkGoogle: later('linkGoogle'),
    unlink: later('unlink'),
    startSecondFactor: later('startSecondFactor'),
    removeSecondFactor: later('removeSecondFactor'),
    deleteAccount: later('deleteAccount'),
  };
}
