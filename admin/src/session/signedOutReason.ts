// Why the app signed the person out (a disabled or deleted account), shown on the sign-in page.
const KEY = 'vegeo.signedOutReason';

export function rememberSignedOutReason(reason: string): void {
  sessionStorage.setItem(KEY, reason);
}

/** The reason, once: reading it forgets it. */
export function takeSignedOutReason(): string | null {
  const reason = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return reason;
}
