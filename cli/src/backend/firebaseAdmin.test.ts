import { describe, expect, it } from 'vitest';
import { EXIT, UserError } from '../userError.js';
import { firebaseAdminMissing, fromFirebaseAdmin } from './firebaseAdmin.js';

/** What Node throws when an import names a package that is not installed. */
function notFound(specifier: string): Error {
  const error = new Error(`Cannot find package '${specifier}' imported from /proyecto/node_modules/vegeo/dist/backend.js`);
  return Object.assign(error, { code: 'ERR_MODULE_NOT_FOUND' });
}

describe('fromFirebaseAdmin', () => {
  it('says in Spanish how to install firebase-admin when it is absent', async () => {
    const error = await fromFirebaseAdmin(() => Promise.reject(notFound('firebase-admin'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({ exitCode: EXIT.usage });
    expect((error as Error).message).toMatch(/usa firebase-admin.*npm install firebase-admin@13\b/);
  });

  it('lets any other failure through as it was', async () => {
    const missingDependency = notFound('@google-cloud/firestore');
    await expect(fromFirebaseAdmin(() => Promise.reject(missingDependency))).rejects.toBe(missingDependency);
    const broken = new Error('firebase-admin: credential implementation failed');
    await expect(fromFirebaseAdmin(() => Promise.reject(broken))).rejects.toBe(broken);
  });

  it('answers the module when it loads', async () => {
    await expect(fromFirebaseAdmin(() => Promise.resolve({ getDatabase: 1 }))).resolves.toEqual({ getDatabase: 1 });
    expect(firebaseAdminMissing(undefined)).toBeUndefined();
  });
});
