import { usage } from '../../userError.js';

/** What `config.json` may hold (all optional); `vegeo login` writes the flags it was given. */
export interface StoredSettings {
  /** Lookups go to the backend without `--remote`. */
  remote?: boolean;
  project?: string;
  region?: string;
  apiKey?: string;
  databaseUrl?: string;
  /** Use the local emulators (default hosts 127.0.0.1:9099, :5001, :9000). */
  emulators?: boolean;
  /** The web app, where an invitation's sign-in link leads. */
  appUrl?: string;
}

/** Host:port of each emulator. */
export interface EmulatorHosts {
  auth: string;
  functions: string;
  database: string;
}

/** Where the backend is, resolved from the environment over `config.json`. */
export interface Settings {
  project: string;
  region: string;
  apiKey: string;
  databaseUrl: string;
  emulators?: EmulatorHosts;
}

type Env = Record<string, string | undefined>;

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : !['0', 'false', 'no'].includes(value.toLowerCase());

/**
 * The emulator hosts when emulators are on: `VEGEO_EMULATORS`, else the SDKs' own variables
 * (`FIREBASE_AUTH_EMULATOR_HOST`, `FIREBASE_DATABASE_EMULATOR_HOST`), else the config.
 */
function emulatorHosts(env: Env, stored: StoredSettings): EmulatorHosts | undefined {
  const sdkVariable = Boolean(env['FIREBASE_AUTH_EMULATOR_HOST'] || env['FIREBASE_DATABASE_EMULATOR_HOST']);
  const on = flag(env['VEGEO_EMULATORS']) ?? (sdkVariable || stored.emulators === true);
  if (!on) return undefined;
  return {
    auth: env['FIREBASE_AUTH_EMULATOR_HOST'] || '127.0.0.1:9099',
    functions: env['VEGEO_FUNCTIONS_EMULATOR_HOST'] || '127.0.0.1:5001',
    database: env['FIREBASE_DATABASE_EMULATOR_HOST'] || '127.0.0.1:9000',
  };
}

/** Where the backend is, without the web API key (which the admin-SDK commands don't need). */
export type Target = Omit<Settings, 'apiKey'>;

/**
 * Resolves the backend: `VEGEO_PROJECT`, `VEGEO_REGION`, `VEGEO_DATABASE_URL` and
 * `VEGEO_EMULATORS` override `config.json`. The project falls back to `GCLOUD_PROJECT` (as for
 * the SDKs), and on the emulators to `demo-vegeo`.
 */
export function resolveTarget(env: Env, stored: StoredSettings = {}): Target {
  const emulators = emulatorHosts(env, stored);
  const sdkProject = env['GCLOUD_PROJECT'] || env['GOOGLE_CLOUD_PROJECT'];
  const project = env['VEGEO_PROJECT'] || stored.project || sdkProject || (emulators ? 'demo-vegeo' : undefined);
  if (!project) throw usage('Falta el proyecto de Firebase: use «vegeo login --proyecto <id>» o VEGEO_PROJECT.');
  return {
    project,
    region: env['VEGEO_REGION'] || stored.region || 'us-central1',
    databaseUrl: env['VEGEO_DATABASE_URL'] || stored.databaseUrl || `https://${project}-default-rtdb.firebaseio.com`,
    ...(emulators ? { emulators } : {}),
  };
}

/** The target plus the web API key (`VEGEO_API_KEY` or the config; any will do on the emulators). */
export function resolveSettings(env: Env, stored: StoredSettings = {}): Settings {
  const target = resolveTarget(env, stored);
  const apiKey = env['VEGEO_API_KEY'] || stored.apiKey || (target.emulators ? 'demo-api-key' : undefined);
  if (!apiKey) throw usage('Falta la clave de API web del proyecto: use «vegeo login --api-key <clave>» o VEGEO_API_KEY.');
  return { ...target, apiKey };
}

/** Lookups go remote: `--remote` on the command line, else `VEGEO_REMOTE`, else the config. */
export function remoteWanted(argv: readonly string[], env: Env, stored: () => StoredSettings | undefined): boolean {
  if (argv.includes('--remote')) return true;
  // The config file is read only when neither says: most offline runs never touch it.
  return flag(env['VEGEO_REMOTE']) ?? stored()?.remote === true;
}
