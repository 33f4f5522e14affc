import type {} from '@vegeo/testkit/global-setup';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectDatabaseEmulator, get, getDatabase, onValue, ref } from 'firebase/database';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { inject } from 'vitest';

let apps = 0;

/** A web-SDK client of the emulators, signed in as `user` (anonymous without one). */
export async function client(user?: { email: string; password: string }) {
  const { projectId, ports, databaseUrl } = inject('vegeoEmulators');
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', databaseURL: databaseUrl }, `cliente-${++apps}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
  if (user) await signInWithEmailAndPassword(auth, user.email, user.password);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, '127.0.0.1', ports.functions);
  const database = getDatabase(app);
  connectDatabaseEmulator(database, '127.0.0.1', ports.database);
  return {
    auth,
    /** Reads `path` from the database as this user, under the security rules. */
    read: async (path: string): Promise<unknown> => (await get(ref(database, path))).val(),
    /** Listens to `path` as this user: each value it hears, and the error that cancels it. */
    listen: (path: string, onChange: (value: unknown) => void, onCancel: (error: Error) => void): void => {
      onValue(ref(database, path), (snapshot) => onChange(snapshot.val()), onCancel);
    },
    // Twenty calls at once start twenty emulator workers: on a loaded 2-core machine one call
    // has been seen to wait over a minute for its worker, which is the emulator's cost, not ours.
    call: async <T = unknown>(name: string, data?: unknown): Promise<T> => {
      const callable = httpsCallable<unknown, T>(functions, name, { timeout: 150_000 });
      for (let attempt = 1; ; attempt++) {
        try {
          return (await callable(data)).data;
        } catch (error) {
          if (attempt === 3 || !notDelivered(error)) throw error;
        }
      }
    },
    close: () => deleteApp(app),
  };
}

export type Client = Awaited<ReturnType<typeof client>>;

/**
 * A call the Functions emulator failed to hand to its worker: its proxy answers 500 with its own
 * error, which the SDK reads as a bare `internal [500]` (a function's own `internal` carries its
 * Spanish message). Seen once in a twenty-way race on a loaded machine, with no emulator log kept.
 * The proxy fails this way when its request to the worker breaks, most often a kept-alive socket
 * closing as it is reused, before the worker reads the request. Sent again; had the function run
 * after all, the tests' checks (ids, versions, the audit) would count the change twice and fail.
 */
function notDelivered(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'functions/internal' && message === 'internal [500]';
}

/** The `code` (without `functions/`) and message a call failed with. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    // The web SDK appends the HTTP status (`… [400]`) to the server's message.
    return { code: code.replace(/^functions\//, ''), message: message.replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error('se esperaba un error');
}

/** `probe()` until it answers something truthy, or fails after `ms`. */
export async function eventually<T>(probe: () => Promise<T>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A callable's raw HTTP answer (the callable protocol), as any non-SDK client sees it. */
export async function rawCall(name: string, data: unknown, idToken: string): Promise<unknown> {
  const { projectId, ports } = inject('vegeoEmulators');
  const response = await fetch(`http://127.0.0.1:${ports.functions}/${projectId}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  return response.json();
}

/** A REST read of the database as the holder of `idToken` (any client, not only the SDK): its HTTP status and body. */
export async function restRead(path: string, idToken: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(inject('vegeoEmulators').databaseUrl);
  url.pathname = `${path}.json`;
  url.searchParams.set('auth', idToken);
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as unknown };
}
