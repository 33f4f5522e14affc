import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Database } from 'firebase-admin/database';
import type { Io } from '../io.js';
import { EXIT, UserError } from '../userError.js';
import { configDir, CONFIG_FILE, readConfigFile } from './client/files.js';
import { resolveTarget, type StoredSettings, type Target } from './client/settings.js';
import { fromFirebaseAdmin } from './firebaseAdmin.js';

export interface AdminSdkFlags {
  databaseUrl?: string;
}

/** firebase-admin, opened for one command: the database, Auth on demand, and a close that lets the process end. */
export interface AdminSdk {
  target: Target;
  database: Database;
  auth(): Promise<Auth>;
  /**
   * The same database bound to database.rules.json as the functions' own uid, so a write is held
   * to the rules exactly as theirs are (the conditional `/users` and `/geo` commits).
   */
  asService(): Promise<Database>;
  close(): Promise<void>;
}

/** The uid the functions write as (`databaseAuthVariableOverride`); the rules let only it write `/users`. */
export const SERVICE_UID = 'vegeo-functions';

// A local emulator answers at once or not at all; a project may take a TLS handshake or two.
const CONNECT_TIMEOUT_MS = { emulators: 5_000, project: 15_000 };

/**
 * Opens firebase-admin (loaded only here, kept out of the bundle, an optional peer dependency) on
 * the emulators when configured (`FIREBASE_DATABASE_EMULATOR_HOST`, `FIREBASE_AUTH_EMULATOR_HOST`) or on a project
 * with application default credentials. Waits until the database answers, or fails in one line.
 */
export async function openAdminSdk(io: Io, flags: AdminSdkFlags): Promise<AdminSdk> {
  const stored = (await readConfigFile<StoredSettings>(configDir(io.env), CONFIG_FILE)) ?? {};
  const target = resolveTarget(io.env, stored);
  if (flags.databaseUrl) target.databaseUrl = flags.databaseUrl;
  if (target.emulators) {
    // The admin SDK reads these from process.env; a config file saying `emulators: true` sets them.
    process.env['FIREBASE_DATABASE_EMULATOR_HOST'] ??= target.emulators.database;
    process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= target.emulators.auth;
  }
  const [{ initializeApp, deleteApp }, { getDatabase }] = await fromFirebaseAdmin(() =>
    Promise.all([import('firebase-admin/app'), import('firebase-admin/database')]),
  );
  const app = initializeApp({ projectId: target.project, databaseURL: target.databaseUrl }, `vegeo-${process.pid}`);
  const database = getDatabase(app);
  let service: App | undefined;
  const admin: AdminSdk = {
    target,
    database,
    auth: async () => (await fromFirebaseAdmin(() => import('firebase-admin/auth'))).getAuth(app),
    async asService() {
      service ??= initializeApp(
        { projectId: target.project, databaseURL: target.databaseUrl, databaseAuthVariableOverride: { uid: SERVICE_UID } },
        `vegeo-service-${process.pid}`,
      );
      return getDatabase(service);
    },
    close: async () => {
      await Promise.all([deleteApp(app), ...(service ? [deleteApp(service)] : [])]);
    },
  };
  if (!(await connected(database, target.emulators ? CONNECT_TIMEOUT_MS.emulators : CONNECT_TIMEOUT_MS.project))) {
    await admin.close();
    const host = target.emulators ? target.emulators.database : new URL(target.databaseUrl).host;
    const hint = target.emulators ? '¿están en marcha los emuladores?' : '¿hay conexión y credenciales (GOOGLE_APPLICATION_CREDENTIALS)?';
    throw new UserError(`No se pudo conectar con la base de datos ${host} (${hint}).`, EXIT.unreachable);
  }
  return admin;
}

/** Whether the database connects within the timeout (the SDK would otherwise retry forever). */
function connected(database: Database, timeoutMs: number): Promise<boolean> {
  const info = database.ref('.info/connected');
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const listener = info.on('value', (snapshot) => snapshot.val() === true && finish(true));
    function finish(ok: boolean) {
      clearTimeout(timer);
      info.off('value', listener);
      resolve(ok);
    }
  });
}

/** firebase-admin's failures a user can fix, in one line; the rest pass through. */
export function adminSdkFailure(error: unknown): unknown {
  const message = String((error as { message?: unknown })?.message ?? error);
  if (/credential/i.test(message)) {
    return new UserError('Sin credenciales de administrador: defina GOOGLE_APPLICATION_CREDENTIALS o use los emuladores.', EXIT.auth);
  }
  if (/permission[_ ]denied/i.test(message)) return new UserError('Permiso denegado por la base de datos.', EXIT.refused);
  return error;
}
