import { ANONYMOUS, type Identity, expiresAt, identify } from './identity.js';
import type { RulesAuth } from './rules.js';

/** The auth response body: who the connection now is and when that ends (seconds). */
export interface AuthResult {
  auth: RulesAuth | null;
  expires: number | null;
}

/**
 * A connection's credential: the identity it grants, and the moment it expires, at which
 * `onExpired` runs (the real server then revokes it with `ac` and the SDK fetches a new one).
 */
export class Credential {
  private current: Identity = ANONYMOUS;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly onExpired: () => void) {}

  get identity(): Identity {
    return this.current;
  }

  /** Adopts a credential (`auth`/`gauth` body); a bad one leaves the connection signed out and throws. */
  use(body: Record<string, unknown>): AuthResult {
    this.clear();
    this.current = identify(body.cred, { noauth: body.noauth, authvar: body.authvar });
    const expires = expiresAt(body.cred as string);
    if (expires !== null) this.expireAt(expires * 1000);
    return { auth: this.current.admin ? null : this.current.auth, expires };
  }

  /** Back to unauthenticated (`unauth`, expiry, closing). */
  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.current = ANONYMOUS;
  }

  private expireAt(time: number): void {
    const delay = time - Date.now();
    // setTimeout holds at most ~24.8 days; a token living longer never expires here.
    if (delay > 2 ** 31 - 1) return;
    this.timer = setTimeout(() => {
      this.clear();
      this.onExpired();
    }, Math.max(0, delay));
    this.timer.unref();
  }
}
