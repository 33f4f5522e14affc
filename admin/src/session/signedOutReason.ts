// Why the app signed the person out (a disabled or deleted account), shown on the sign-in page.
// Kept for a sign-in page still to come, and announced to one already shown: the SDK may end the
// session (and react-admin show the sign-in page) before the reason is known.
const KEY = 'vegeo.signedOutReason';
const EVENT = 'vegeo:signed-out';

export function rememberSignedOutReason(reason: string): void {
  sessionStorage.setItem(KEY, reason);
  window.dispatchEvent(new CustomEvent(EVENT));
}

/**
 * The reason, kept until the person signs in again (`forgetSignedOutReason`): the sign-in page
 * may be drawn more than once while the session ends, and each time must say why.
 */
export function signedOutReason(): string | null {
  return sessionStorage.getItem(KEY);
}

export function forgetSignedOutReason(): void {
  sessionStorage.removeItem(KEY);
}

/** Hears each reason remembered from now on; returns the unsubscribe. */
export function onSignedOutReason(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
