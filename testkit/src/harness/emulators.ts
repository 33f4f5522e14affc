import { FUNCTIONS_ENTRY, HOST, NAMESPACE, PROJECT_ID, configuredPorts, rulesPath, type EmulatorPorts } from './config.js';
import { databaseUrl, emulatorEnv, firebaseToolsEnv, type EmulatorEnv } from './env.js';
import { writeEmulatorConfig } from './firebaseConfig.js';
import { startFirebaseTools, type FirebaseToolsProcess } from './firebaseTools.js';
import { missingFunctionsBuild } from './functionsBuild.js';
import { checkOfficialDatabase } from './officialDatabase.js';
import { assertPortsFree, freePorts, waitForPortsFree, type PortClaim } from './freePorts.js';
import { answers, waitUntil } from './wait.js';

export interface StartEmulatorsOptions {
  /** Start the Functions emulator on functions/lib (build it first). Default false. */
  functions?: boolean;
  /** `auto` (default): the official emulator where it can start, else the stand-in. */
  database?: 'auto' | 'standin' | 'official';
  /** Receives the output of firebase-tools and the stand-in; silent by default. */
  log?: (line: string) => void;
  /** Ports other than firebase.json's (9099, 9000, 5001), e.g. beside another running set. */
  ports?: Partial<EmulatorPorts>;
  /** How long to wait, in all, for everything to answer. Default 120 s (firebase-tools needs ~15 s). */
  timeoutMs?: number;
  /** Aborting it during the start stops what was started and rejects. */
  signal?: AbortSignal;
}

export interface Emulators {
  projectId: string;
  namespace: string;
  /** `http://127.0.0.1:9000?ns=demo-vegeo-default-rtdb` */
  databaseUrl: string;
  /** Which Realtime Database runs, and why that one. */
  database: { kind: 'official' | 'standin'; reason: string };
  functions: boolean;
  ports: EmulatorPorts;
  /** Variables to export so the SDKs use these emulators. */
  env: EmulatorEnv;
  /** Resolves with the reason if firebase-tools exits on its own (never after stop()). */
  crashed: Promise<Error>;
  stop(): Promise<void>;
}

interface Stoppable {
  stop(): Promise<void>;
}

async function chooseDatabase(wanted: 'auto' | 'standin' | 'official'): Promise<Emulators['database']> {
  if (wanted === 'standin') return { kind: 'standin', reason: 'pedido explícitamente' };
  const check = await checkOfficialDatabase();
  if (check.available) return { kind: 'official', reason: check.reason };
  if (wanted === 'official') {
    throw new Error(`El emulador oficial de Realtime Database no puede arrancar aquí: ${check.reason}.`);
  }
  return { kind: 'standin', reason: `el oficial no puede arrancar: ${check.reason}` };
}

async function startStandIn(port: number, log: (line: string) => void): Promise<Stoppable> {
  // Loaded on demand: runs that use the official emulator never load the stand-in.
  const { startDatabaseServer } = await import('../rtdb/server.js');
  return startDatabaseServer({ host: HOST, port, rulesPath: rulesPath(), log });
}

async function functionsLoaded(port: number): Promise<boolean> {
  const response = await fetch(`http://${HOST}:${port}/backends`, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) return false;
  const { backends } = (await response.json()) as { backends: { functionTriggers?: unknown[] }[] };
  return backends.length > 0 && backends.every((backend) => (backend.functionTriggers?.length ?? 0) > 0);
}

/** firebase-tools gave up because a port it was given is taken (its own words for it). */
function portTaken(tools: FirebaseToolsProcess): boolean {
  return tools.exited() !== undefined && /port taken|is not open on/i.test(tools.lastLines());
}

/**
 * Starts the Auth emulator, a Realtime Database (official emulator or stand-in) and, on request,
 * the Functions emulator, on the ports of firebase.json; resolves once every one answers.
 * Throws before starting anything when a port is taken or the functions build is missing.
 *
 * @example
 * const emulators = await startEmulators({ functions: true });
 * process.env = { ...process.env, ...emulators.env };
 * await emulators.stop();
 */
export async function startEmulators(options: StartEmulatorsOptions = {}): Promise<Emulators> {
  const startedAt = Date.now();
  const functions = options.functions ?? false;
  const log = options.log ?? (() => {});
  const ports = { ...configuredPorts(), ...options.ports };
  const missingBuild = functions ? missingFunctionsBuild() : undefined;
  if (missingBuild) throw new Error(missingBuild);
  const database = await chooseDatabase(options.database ?? 'auto');
  const claims: PortClaim[] = [
    { name: 'Auth emulator', port: ports.auth, host: HOST },
    { name: `Realtime Database (${database.kind === 'official' ? 'emulador oficial' : 'stand-in'})`, port: ports.database, host: HOST },
    ...(functions ? [{ name: 'Functions emulator', port: ports.functions, host: HOST }] : []),
  ];
  await assertPortsFree(claims);

  const env = emulatorEnv(ports);
  const started: Stoppable[] = [];
  let crashed: Promise<Error> = new Promise(() => {});
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop();
    started.length = 0;
    await waitForPortsFree(claims);
  };
  try {
    if (database.kind === 'standin') started.push(await startStandIn(ports.database, log));
    const only = ['auth', ...(functions ? ['functions'] : []), ...(database.kind === 'official' ? ['database'] : [])];
    const deadline = startedAt + (options.timeoutMs ?? 120_000);
    let tools: FirebaseToolsProcess | undefined;
    const abort = () => tools?.exited() ?? (options.signal?.aborted ? new Error('Arranque cancelado.') : undefined);
    const wait = (what: string, probe: () => Promise<boolean>) =>
      waitUntil(probe, { what, timeoutMs: deadline - Date.now(), abort }).catch((error: unknown) => {
        if (tools?.exited() || options.signal?.aborted) throw error;
        throw new Error(`${(error as Error).message} Últimas líneas de firebase-tools:\n${tools?.lastLines() ?? ''}`);
      });
    for (let attempt = 1; ; attempt++) {
      // Not the ports of the claims: they may be free ports chosen by the caller, not yet bound.
      const [hub = 0, logging = 0, eventarc = 0, tasks = 0] = await freePorts(4, { avoid: claims.map((claim) => claim.port) });
      const config = writeEmulatorConfig(ports, { hub, logging, eventarc, tasks });
      const current = startFirebaseTools({ only, env: firebaseToolsEnv(env), configPath: config.path, removeAfter: config.dir, log });
      tools = current;
      started.push(current);
      crashed = current.crashed;
      try {
        await wait(`el Auth emulator en ${env.FIREBASE_AUTH_EMULATOR_HOST}`, () => answers(`http://${env.FIREBASE_AUTH_EMULATOR_HOST}/`));
        break;
      } catch (error) {
        // Another process bound one of its ports between our check and firebase-tools' own: once
        // more, on other auxiliary ports (ours are checked again, and named if they are the ones).
        if (!portTaken(current) || attempt === 3) throw error;
        started.pop();
        await current.stop();
        await assertPortsFree(claims.filter((claim) => database.kind === 'official' || claim.port !== ports.database));
      }
    }
    await wait(`la Realtime Database en ${env.FIREBASE_DATABASE_EMULATOR_HOST}`, () =>
      answers(`http://${env.FIREBASE_DATABASE_EMULATOR_HOST}/.json?ns=${NAMESPACE}&shallow=true`),
    );
    if (functions) {
      await wait(`que el Functions emulator cargue ${FUNCTIONS_ENTRY}`, () => functionsLoaded(ports.functions));
    }
  } catch (error) {
    await stopAll().catch(() => {});
    throw error;
  }

  return {
    projectId: PROJECT_ID,
    namespace: NAMESPACE,
    databaseUrl: databaseUrl(ports),
    database,
    functions,
    ports,
    env,
    crashed,
    stop: stopAll,
  };
}
