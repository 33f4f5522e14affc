import pkg from '../../package.json' with { type: 'json' };
import { EXIT, UserError } from '../userError.js';

/** The firebase-admin major vegeo is made for, from its optional peer dependency (`^13.0.0` → `13`). */
const MAJOR = /\d+/.exec(pkg.peerDependencies['firebase-admin'])![0];

/**
 * Loads a firebase-admin module. It is an optional peer dependency, so that the lookups install
 * light: where it is absent, the user learns in one line which command needs it and how to
 * install it. Any other failure passes through.
 */
export async function fromFirebaseAdmin<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw firebaseAdminMissing(error) ?? error;
  }
}

/** The user's error for an import that failed because firebase-admin is not installed. */
export function firebaseAdminMissing(error: unknown): UserError | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'ERR_MODULE_NOT_FOUND' || !/['"]firebase-admin['"/]/.test(String(message))) return undefined;
  return new UserError(
    'Esta orden usa firebase-admin, que vegeo no instala por omisión (solo lo necesitan «vegeo db» y --admin-sdk). ' +
      `Instálelo donde está vegeo: npm install firebase-admin@${MAJOR} (con -g si instaló vegeo con -g).`,
    EXIT.usage,
  );
}
