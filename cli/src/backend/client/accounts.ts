import { fromAuth } from './authErrors.js';
import { endpoints } from './endpoints.js';
import { EXIT, UserError } from '../../userError.js';
import { httpJson } from './http.js';
import { passwordSession, type AuthDeps, type Session } from './session.js';
import type { Settings } from './settings.js';

/**
 * Creates an e-mail and password account through Identity Toolkit (`accounts:signUp`), as the
 * web app's "crear cuenta" does, and answers its first session.
 */
export function signUp(settings: Settings, email: string, password: string, deps: AuthDeps): Promise<Session> {
  return passwordSession(settings, endpoints(settings).accounts('signUp'), email, password, deps);
}

/** Deletes the account the ID token belongs to (`accounts:delete`): an account just made, undone. */
export async function deleteOwnAccount(settings: Settings, idToken: string, deps: AuthDeps): Promise<void> {
  const answer = await httpJson(deps.fetch, endpoints(settings).accounts('delete'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken }),
  });
  if (!answer.ok) throw fromAuth(answer.body);
}

/**
 * Has Firebase Auth e-mail `email` a sign-in link that opens `continueUrl` (the web app, which
 * completes the sign-in), as `sendSignInLinkToEmail` does in a browser.
 */
export async function sendSignInLink(settings: Settings, email: string, continueUrl: string, deps: AuthDeps): Promise<void> {
  const answer = await httpJson(deps.fetch, endpoints(settings).accounts('sendOobCode'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl, canHandleCodeInApp: true }),
  });
  if (!answer.ok) throw fromAuth(answer.body);
}

/**
 * The newest sign-in link the Auth emulator "sent" to `email` (it sends no mail: it keeps them),
 * `undefined` off the emulators or when there is none.
 */
export async function emulatorSignInLink(settings: Settings, email: string, deps: AuthDeps): Promise<string | undefined> {
  const url = endpoints(settings).emulatorOobCodes;
  if (!url) return undefined;
  const answer = await httpJson(deps.fetch, url, { method: 'GET' });
  if (!answer.ok) throw new UserError(`El emulador de Auth respondió ${answer.status} al pedir sus enlaces.`, EXIT.server);
  const codes = (answer.body as { oobCodes?: { email?: string; requestType?: string; oobLink?: string }[] } | undefined)?.oobCodes ?? [];
  const mine = codes.filter((code) => code.requestType === 'EMAIL_SIGNIN' && code.email?.toLowerCase() === email.toLowerCase());
  return mine.at(-1)?.oobLink;
}

/** Sets the display name of the account the ID token belongs to (`accounts:update`). */
export async function setDisplayName(settings: Settings, idToken: string, displayName: string, deps: AuthDeps): Promise<void> {
  const answer = await httpJson(deps.fetch, endpoints(settings).accounts('update'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken, displayName, returnSecureToken: false }),
  });
  if (!answer.ok) throw fromAuth(answer.body);
}
