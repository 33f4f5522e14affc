/**
 * Signs in through an e-mail sign-in link as the web app does (`signInWithEmailLink` on the Auth
 * emulator); answers the claims of the ID token it gets.
 */
export async function signInWithLink(email: string, link: string): Promise<Record<string, unknown>> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const url = `http://${process.env['FIREBASE_AUTH_EMULATOR_HOST']}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo`;
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, oobCode }) });
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`signInWithEmailLink: ${JSON.stringify(body.error)}`);
  return JSON.parse(Buffer.from(body.idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}
