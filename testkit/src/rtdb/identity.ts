import { DatabaseError } from './errors.js';
import type { RulesAuth } from './rules.js';

/** Who is asking: an admin (bypasses rules) or a rules-bound user (`auth` null when signed out). */
export type Identity = { readonly admin: true } | { readonly admin: false; readonly auth: RulesAuth | null };

/** The credential an emulator accepts as admin; firebase-admin sends it when pointed at one. */
export const OWNER_CREDENTIAL = 'owner';

export const ADMIN: Identity = Object.freeze({ admin: true });
export const ANONYMOUS: Identity = Object.freeze({ admin: false, auth: null });

/**
 * Turns a credential into an identity. `owner` is admin; anything else must be a JWT, whose
 * claims are trusted without checking the signature, as an emulator does with the Auth
 * emulator's unsigned tokens. `authOverride` is firebase-admin's `databaseAuthVariableOverride`
 * (`noauth` maps to null). A token must not have expired, as on the real server, with one
 * exception: the SDKs' `mockUserToken` (unsigned, issued at time 0, expired in 1970), which the
 * official emulator accepts. The Auth emulator's tokens (unsigned too) expire an hour after they
 * are issued, as Firebase Auth's do.
 */
export function identify(credential: unknown, authOverride?: { noauth?: unknown; authvar?: unknown }): Identity {
  if (typeof credential !== 'string' || credential.length === 0) {
    throw new DatabaseError('invalid_token', 'Could not parse auth token.');
  }
  if (credential === OWNER_CREDENTIAL) {
    if (authOverride?.noauth) return ANONYMOUS;
    const authvar = authOverride?.authvar;
    if (authvar && typeof authvar === 'object') return { admin: false, auth: authvar as RulesAuth };
    return ADMIN;
  }
  return { admin: false, auth: authFromClaims(decodeClaims(credential), isSigned(credential)) };
}

/** Whether the token's header names a signing algorithm (not `none`). */
export function isSigned(token: string): boolean {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { alg?: unknown };
    return typeof header.alg === 'string' && header.alg.toLowerCase() !== 'none';
  } catch {
    return false;
  }
}

/** The payload of a JWT, or an `invalid_token` error. */
export function decodeClaims(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new DatabaseError('invalid_token', 'Could not parse auth token.');
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1] as string, 'base64url').toString('utf8'));
  } catch {
    throw new DatabaseError('invalid_token', 'Could not parse auth token.');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new DatabaseError('invalid_token', 'Could not parse auth token.');
  }
  return claims as Record<string, unknown>;
}

/**
 * The SDKs' `mockUserToken` for emulators: unsigned, and issued at time 0 (the SDKs always write
 * `iat`). A token without `iat` is no such exception: expired, it is refused, as in production.
 */
function isMockToken(claims: Record<string, unknown>, signed: boolean): boolean {
  return !signed && claims.iat === 0;
}

function authFromClaims(claims: Record<string, unknown>, signed: boolean): RulesAuth {
  const uid = typeof claims.user_id === 'string' ? claims.user_id : claims.sub;
  if (typeof uid !== 'string' || uid.length === 0) {
    throw new DatabaseError('invalid_token', 'Invalid claim: the token has no subject.');
  }
  if (!isMockToken(claims, signed) && typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
    throw new DatabaseError('expired_token', 'Auth token is expired.');
  }
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  const provider = typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'custom';
  return { uid, provider, token: claims };
}

/** When the credential expires, in seconds, for the auth response (`null` when it never does here). */
export function expiresAt(credential: string): number | null {
  if (credential === OWNER_CREDENTIAL) return null;
  const claims = decodeClaims(credential);
  if (isMockToken(claims, isSigned(credential))) return null;
  return typeof claims.exp === 'number' ? claims.exp : null;
}
