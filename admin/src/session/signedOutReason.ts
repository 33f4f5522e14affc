// Why the app signed the person out (a disabled or deleted account), shown on the sign-in page.
// Kept for a sign-in page still to come, and announced to one already shown: the SDK may end the
// session (and react-admin show the sign-in page) before the reason is known.
const KEY = 'vegeo.signedOutReason';
const EVENT = 'vegeo:signed-out';

export function rememberSignedOutReason(reason: string): void {
  sessionStorage.setItem(KEY, reason);
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** The reason, once: reading it forgets it. */
export function takeSignedOutReason(): string | null {
  const reason = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return reason;
}

/** Hears each reason remembered from now on; returns the unsubscribe. */
export function onSignedOutReason(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
