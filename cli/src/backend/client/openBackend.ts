import { fromCallable, type CallableFailure } from './callableErrors.js';
import { endpoints } from './endpoints.js';
import { EXIT, notLoggedIn, UserError } from '../../userError.js';
import { configDir, CONFIG_FILE, readConfigFile, SESSION_FILE, writeConfigFile } from './files.js';
import { httpJson, type HttpAnswer } from './http.js';
import { resendable, resending } from './resend.js';
import { isFresh, refreshSession, sameBackend, type AuthDeps, type Session } from './session.js';
import { resolveSettings, type Settings, type StoredSettings } from './settings.js';
import type { CallableName, RequestOf, ResponseOf } from '@vegeo/data';
import type { Io } from '../../io.js';

/**
 * A signed-in connection to the callables and the database. Plain `fetch` over the documented
 * callable protocol rather than the firebase web SDK: the SDK would add about a megabyte to load
 * for three POSTs, and its token cache lives in memory, while ours must live across processes.
 */
export interface Backend {
  settings: Settings;
  /** The cached session, renewed (and saved) when its ID token is about to expire. */
  session(): Promise<Session>;
  /**
   * Calls the callable `name` with `data`; resolves to its `result`. A transient failure (the
   * infrastructure's bare 5xx, `UNAVAILABLE`, a dropped connection) is sent again a few times
   * when a second sending cannot apply anything twice (`resendable`): a long run of calls
   * against the service meets such failures, and the Functions emulator under load more so.
   */
  call<N extends CallableName>(name: N, data: RequestOf<N>): Promise<ResponseOf<N>>;
  /** Reads a database path over REST as the signed-in user (`null` when empty). */
  read<T>(path: string): Promise<T | null>;
}

const defaultDeps: AuthDeps = { fetch: (url, init) => fetch(url, init), now: () => Date.now() };

/** Loads the settings and, on first need, the session of the user's config directory. */
export async function openBackend(io: Pick<Io, 'env'>, deps: AuthDeps = defaultDeps): Promise<Backend> {
  const dir = configDir(io.env);
  const settings = resolveSettings(io.env, await readConfigFile<StoredSettings>(dir, CONFIG_FILE));
  const urls = endpoints(settings);
  let current: Promise<Session> | undefined;

  async function load(): Promise<Session> {
    const stored = await readConfigFile<Session>(dir, SESSION_FILE);
    if (!stored?.refreshToken) throw notLoggedIn();
    if (!sameBackend(stored, settings)) {
      const where = stored.emulators ? 'de los emuladores' : `del proyecto ${stored.project}`;
      throw new UserError(`La sesión guardada es ${where}; inicie sesión de nuevo con «vegeo login».`, EXIT.auth);
    }
    if (isFresh(stored, deps.now())) return stored;
    const renewed = await refreshSession(settings, stored, deps);
    await writeConfigFile(dir, SESSION_FILE, renewed);
    return renewed;
  }
  const session = () => (current ??= load());

  // The server refused a token our clock thought valid (a skewed clock, a token revoked early):
  // renew it once, whatever its expiry, and send again.
  let renewed = false;
  async function renew(): Promise<void> {
    renewed = true;
    const stale = await session();
    current = refreshSession(settings, stale, deps).then(async (fresh) => {
      await writeConfigFile(dir, SESSION_FILE, fresh);
      return fresh;
    });
    await current;
  }

  const post = async (name: string, data: unknown) =>
    httpJson(deps.fetch, urls.callable(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await session()).idToken}` },
      body: JSON.stringify({ data: data ?? null }),
    });

  const get = async (path: string) => {
    const url = new URL(urls.database(path));
    url.searchParams.set('auth', (await session()).idToken);
    return httpJson(deps.fetch, url.toString(), { method: 'GET' });
  };

  const backend: Backend = {
    settings,
    session,
    async call<N extends CallableName>(name: N, data: RequestOf<N>): Promise<ResponseOf<N>> {
      const { answer, resent } = await resending(resendable(name), async () => {
        const first = await post(name, data);
        if (first.status !== 401 || renewed) return first;
        await renew();
        return post(name, data);
      });
      const body = answer.body as { result?: ResponseOf<N>; error?: CallableFailure } | undefined;
      if (answer.ok && body && 'result' in body) return body.result as ResponseOf<N>;
      throw fromCallable(body?.error ?? statusFailure(answer), resent);
    },
    async read<T>(path: string): Promise<T | null> {
      let { answer } = await resending(true, () => get(path));
      if (answer.status === 401 || answer.status === 403) {
        // The rules let only an account the service holds read; one that never called it (made
        // in the console, say) is mirrored by its first call, the cheapest there is.
        const held = await backend.call('lote', { consultas: [] }).then(
          () => true,
          (error: unknown) => {
            // A refusal says the account is not held; an outage says nothing of it, and is what to tell.
            if (error instanceof UserError && (error.exitCode === EXIT.unreachable || error.exitCode === EXIT.server)) throw error;
            return false;
          },
        );
        if (held) ({ answer } = await resending(true, () => get(path)));
      }
      if (answer.ok) return (answer.body ?? null) as T | null;
      if (answer.status === 401 || answer.status === 403) {
        throw new UserError(`Permiso denegado al leer /${path} de la base de datos.`, EXIT.refused);
      }
      throw new UserError(`La base de datos respondió ${answer.status} al leer /${path}.`, EXIT.server);
    },
  };
  return backend;
}

/** A failure without the callable's error body (a proxy, a missing function): by HTTP status. */
function statusFailure(answer: HttpAnswer): CallableFailure {
  if (answer.status === 404) return { status: 'NOT_FOUND', message: 'la función no existe en el servidor (¿está desplegada?)' };
  if (answer.status === 401) return { status: 'UNAUTHENTICATED' };
  if (answer.status === 403) return { status: 'PERMISSION_DENIED' };
  if (answer.status === 503) return { status: 'UNAVAILABLE', message: 'el servidor no está disponible' };
  return { status: 'INTERNAL', message: `respuesta inesperada del servidor (HTTP ${answer.status})` };
}
