import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { seedDatabase } from './database.js';
import { emulatorTarget, requestJson } from './target.js';

export type Role = 'viewer' | 'editor' | 'admin';

export interface CreateUserOptions {
  email: string;
  /** Default `secreto123`. */
  password?: string;
  role: Role;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  role: Role;
}

const APP_NAME = 'vegeo-testkit';
const DEFAULT_PASSWORD = 'secreto123';

function adminApp(): App {
  const { projectId } = emulatorTarget();
  return getApps().find((app) => app.name === APP_NAME) ?? initializeApp({ projectId }, APP_NAME);
}

/**
 * Creates an email/password user in the Auth emulator with the `role` custom claim (set with
 * firebase-admin, as the functions do) and mirrors it at `/users/{uid}` as `{ email, role }`.
 *
 * @example
 * const editor = await createUser({ email: 'editor@vegeo.test', role: 'editor' });
 * const token = await getIdToken(editor);
 */
export async function createUser(options: CreateUserOptions): Promise<TestUser> {
  const password = options.password ?? DEFAULT_PASSWORD;
  const auth = getAuth(adminApp());
  const { uid } = await auth.createUser({ email: options.email, password });
  await auth.setCustomUserClaims(uid, { role: options.role });
  await seedDatabase(`/users/${uid}`, { email: options.email, role: options.role });
  return { uid, email: options.email, password, role: options.role };
}

/** Signs in through the emulator's REST API; the ID token carries the custom claims. */
export async function getIdToken(user: { email: string; password: string }): Promise<string> {
  const { authHost } = emulatorTarget();
  const body = await requestJson(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  return (body as { idToken: string }).idToken;
}

/** Deletes every user of the project from the Auth emulator. */
export async function clearUsers(): Promise<void> {
  const { authHost, projectId } = emulatorTarget();
  await requestJson(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
}
