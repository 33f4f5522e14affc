import type { Deps } from './deps.js';

let deps: Promise<Deps> | undefined;

/**
 * The production dependencies, made once per instance on the first call: firebase-admin and the
 * dataset load here, not at module load, so that cold starts stay small.
 */
export function runtime(): Promise<Deps> {
  deps ??= load();
  deps.catch(() => (deps = undefined));
  return deps;
}

async function load(): Promise<Deps> {
  const [{ getApps, initializeApp }, { getDatabase }, { getAuth }, data, store, index, quota, config] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/database'),
    import('firebase-admin/auth'),
    import('@vegeo/data'),
    import('./rtdbStore.js'),
    import('./lookupIndex.js'),
    import('./quota.js'),
    import('./config.js'),
  ]);
  const databaseURL = databaseUrl();
  const app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ databaseURL });
  // The same database as the service uid, held to the rules: every write goes through it.
  const writer =
    getApps().find((a) => a.name === WRITER) ??
    initializeApp({ databaseURL, databaseAuthVariableOverride: { uid: store.SERVICE_UID } }, WRITER);
  const rtdb = store.rtdbStore(getDatabase(app), getDatabase(writer));
  const clock = Date.now;
  return {
    store: rtdb,
    users: store.authDirectory(getAuth(app), { openSignUp: config.openSignUp.value() }),
    // Renamed places are found by either name, as the library's own lookups find them.
    lookups: index.lookupIndex(rtdb, data.pais, (pais, ids) => data.createGeo(pais, { renombres: data.renombres, ids })),
    quota: quota.windowQuota(config.lookupQuota.value(), clock),
    clock,
    embedded: data.pais,
  };
}

const WRITER = 'vegeo-escritura';

/** The project's default database; with FIREBASE_DATABASE_EMULATOR_HOST set the SDK goes there. */
function databaseUrl(): string | undefined {
  const config = JSON.parse(process.env['FIREBASE_CONFIG'] ?? '{}') as { databaseURL?: string; projectId?: string };
  const project = config.projectId ?? process.env['GCLOUD_PROJECT'];
  return process.env['DATABASE_URL'] ?? config.databaseURL ?? (project ? `https://${project}-default-rtdb.firebaseio.com` : undefined);
}
