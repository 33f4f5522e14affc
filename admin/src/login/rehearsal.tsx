import { createQueryClient } from '../realtime/queryClient.js';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { memoryStore } from 'react-admin';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App.js';
import { createAuthProvider } from '../authProvider/createAuthProvider.js';
import type { AuthPort, AuthUser } from '../authProvider/ports.js';
import { createDataProvider } from '../dataProvider/createDataProvider.js';
import { GeoCache } from '../dataProvider/geoCache.js';
import type { AuditReadSide, GeoNode, GeoReadSide, WriteSide } from '../dataProvider/ports.js';
import type { ProfilePort } from '../profile/ports.js';
import { bridgeRealtime } from '../realtime/bridgeRealtime.js';
import { EditingRegistry } from '../realtime/editing.js';
import { viewAt } from '../routes.js';
import type { AccountWatch } from '../session/accountWatch.js';

/** Records of each kind in the stand-in geography: a page of rows and more. */
const RECORDS = 30;
/** The drawing is over once the page has not changed for this long. */
const QUIET_MS = 150;
/** A rehearsal that never settles (a page that keeps changing) ends anyway. */
const LONGEST_MS = 5000;

const number = (n: number) => String(n).padStart(2, '0');

/**
 * A geography of the right shape, and nothing else: names nobody sees, since what is drawn with
 * it never reaches the document.
 */
function standInGeo(): Record<GeoNode, unknown> {
  const estados: Record<string, object> = {};
  const municipios: Record<string, object> = {};
  const parroquias: Record<string, object> = {};
  for (let n = 1; n <= RECORDS; n++) {
    estados[number(n)] = { iso_31662: `VE-${n}`, estado: `Estado ${n}`, capital: `Capital ${n}`, id_estado: n, ciudades: [`Capital ${n}`] };
    municipios[`01${number(n)}`] = { municipio: `Municipio ${n}`, capital: `Capital ${n}`, estadoId: '01' };
    parroquias[`0101${number(n)}`] = { parroquia: `Parroquia ${n}`, municipioId: '0101', estadoId: '01' };
  }
  return { estados, municipios, parroquias, meta: { version: 1, updatedAt: 0, estados: RECORDS, municipios: RECORDS, parroquias: RECORDS } };
}

/**
 * A port whose other methods never settle: nothing in a rehearsal may sign in, write or send.
 * (Not a thenable: awaiting the port itself gives the port.)
 */
function only<T extends object>(methods: Partial<T>): T {
  const never = () => new Promise<never>(() => undefined);
  return new Proxy(methods, { get: (target, key) => target[key as keyof T] ?? (key === 'then' ? undefined : never) }) as T;
}

/**
 * A rehearsal under way: `stop` ends it at once (true if it was still drawing); `finished` gives
 * the text it drew, once over.
 */
export interface Rehearsal {
  stop(): boolean;
  finished: Promise<string>;
}

/**
 * Draws the app's page at `path`, signed in, over a stand-in geography and services that answer
 * from memory, into an element that is never put in the document, and takes it down once drawn:
 * the code of that page is fetched and run once, and its styles written, while the person types
 * their password, so that the page drawn after the sign-in is drawn by warm code. Nothing of it is
 * seen, stored, sent or put in the address (a router in memory, a store in memory, no Firebase).
 * The drawing yields to the person's typing (a transition).
 */
export function rehearse(path: string): Rehearsal {
  // The dashboard compares the geography with the dataset it embeds: given that dataset, it draws
  // what it draws on a day without differences, not a list of a thousand.
  const geoTree: Promise<Record<GeoNode, unknown>> =
    path.replace(/\/$/, '') === ''
      ? import('../dashboard/differences.js').then(({ embedded }) => ({ ...embedded, meta: { version: 1, updatedAt: 0 } }) as Record<GeoNode, unknown>)
      : Promise.resolve(standInGeo());
  const read: GeoReadSide = {
    listen(node, onValue, onError) {
      geoTree.then((tree) => onValue(tree[node]), onError);
      return () => undefined;
    },
  };
  const geo = new GeoCache(read);
  const editing = new EditingRegistry();
  const user: AuthUser = { uid: 'ensayo', email: null, displayName: 'Ensayo', photoURL: null, claims: { role: 'editor' } };
  const auth = only<AuthPort>({ currentUser: async () => user, onChange: () => () => undefined, isSignInLink: () => false });
  const profile = only<ProfilePort>({ load: async () => null, completeReauthLink: async () => false });
  const audit: AuditReadSide = { page: async () => [], one: async () => null };
  const account: AccountWatch = { role: () => undefined, onEnd: () => () => undefined };
  const queryClient = createQueryClient();
  const unbridge = bridgeRealtime(queryClient, geo, editing);
  const container = document.createElement('div');
  const root = createRoot(container);

  let finish: (drawn: string) => void = () => undefined;
  const finished = new Promise<string>((resolve) => (finish = resolve));
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(stop, QUIET_MS);
  });
  const longest = setTimeout(stop, LONGEST_MS);
  let stopped = false;
  function stop(): boolean {
    if (stopped) return false;
    stopped = true;
    const drawn = container.textContent ?? '';
    clearTimeout(quiet);
    clearTimeout(longest);
    observer.disconnect();
    root.unmount();
    unbridge();
    geo.stop();
    queryClient.clear();
    finish(drawn);
    return true;
  }

  // The page's code first: the drawing then goes on without waiting for the network.
  void (viewAt(path)?.preload() ?? Promise.resolve()).then(
    () => {
      if (stopped) return;
      observer.observe(container, { childList: true, subtree: true, characterData: true });
      startTransition(() =>
        root.render(
          <App
            dataProvider={createDataProvider({ geo, audit, write: only<WriteSide>({}) })}
            authProvider={createAuthProvider(auth)}
            queryClient={queryClient}
            realtime={{ geoCache: geo, editing }}
            session={{ auth, profile, signUpOpen: false, account }}
            store={memoryStore()}
            createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })}
          />,
        ),
      );
    },
    stop,
  );
  return { stop, finished };
}
