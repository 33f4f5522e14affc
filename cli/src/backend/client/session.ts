import { fromAuth } from './authErrors.js';
import { endpoints } from './endpoints.js';
import { httpJson, type Fetch } from './http.js';
import type { Settings } from './settings.js';

/** What `vegeo login` caches in `session.json`. */
export interface Session {
  email: string;
  uid: string;
  idToken: string;
  refreshToken: string;
  /** When the ID token expires, in ms since the epoch. */
  expiresAt: number;
  /** The backend it was issued by: a session never crosses projects or emulators. */
  project: string;
  emulators: boolean;
}

/** The network and the clock, injected so tests control both. */
export interface AuthDeps {
  fetch: Fetch;
  now: () => number;
}

/** An ID token is renewed this long before it expires, so a call never races its expiry. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** Whether `session`'s ID token can still be sent at `now`. */
export const isFresh = (session: Session, now: number): boolean => session.expiresAt - REFRESH_MARGIN_MS > now;

/** Whether `session` was issued by the backend of `settings`. */
export const sameBackend = (session: Session, settings: Settings): boolean =>
  session.project === settings.project && session.emulators === Boolean(settings.emulators);

/** Email and password against Identity Toolkit (`accounts:signInWithPassword`). */
export function signIn(settings: Settings, email: string, password: string, deps: AuthDeps): Promise<Session> {
  return passwordSession(settings, endpoints(settings).signIn, email, password, deps);
}

/**
 * The session an Identity Toolkit call taking an e-mail and a password answers: signing in, or
 * creating the account (`accounts:signUp`), which signs in too.
 */
export async function passwordSession(settings: Settings, url: string, email: string, password: string, deps: AuthDeps): Promise<Session> {
  const answer = await httpJson(deps.fetch, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!answer.ok) throw fromAuth(answer.body);
  const body = answer.body as { idToken: string; refreshToken: string; expiresIn: string; localId: string; email?: string };
  return {
    email: body.email ?? email,
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresAt: deps.now() + Number(body.expiresIn) * 1000,
    project: settings.project,
    emulators: Boolean(settings.emulators),
  };
}

/** A new ID token for `session` from the Secure Token `token` endpoint. */
export async function refreshSession(settings: Settings, session: Session, deps: AuthDeps): Promise<Session> {
  const answer = await httpJson(deps.fetch, endpoints(settings).refresh, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }).toString(),
  });
  if (!answer.ok) throw fromAuth(answer.body);
  const body = answer.body as { id_token: string; refresh_token: string; expires_in: string };
  return {
    ...session,
    idToken: body.id_token,
    refreshToken: body.refresh_token,
    expiresAt: deps.now() + Number(body.expires_in) * 1000,
  };
}

/** The claims of an ID token (its payload, unverified: the server verifies every call). */
export function claimsOf(idToken: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The `role` claim; none reads as `viewer`, as the functions read it. */
export function roleOf(idToken: string): string {
  const role = claimsOf(idToken)['role'];
  return typeof role === 'string' ? role : 'viewer';
}
