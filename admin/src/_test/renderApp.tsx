import { createQueryClient } from '../realtime/queryClient.js';
import { render } from '@testing-library/react';
import { App } from '../App.js';
import { createAuthProvider } from '../authProvider/createAuthProvider.js';
import { createDataProvider } from '../dataProvider/createDataProvider.js';
import { LiveGeo } from '../dataProvider/liveGeo.js';
import { bridgeRealtime } from '../realtime/bridgeRealtime.js';
import { EditingRegistry } from '../realtime/editing.js';
import type { AuditReadSide } from '../dataProvider/types.js';
import { FakeAudit, FakeGeo, FakeWrite, fakeAuthPort, idleProfile, quietAccount } from './fakes.js';

/** The whole app over fakes, signed in with `role`, opened at `path`. */
export function renderApp({ role, path, respond, audit }: { role: string; path: string; respond?: ConstructorParameters<typeof FakeWrite>[0]; audit?: AuditReadSide }) {
  const read = new FakeGeo();
  const write = new FakeWrite(respond);
  const geo = new LiveGeo(read);
  const editing = new EditingRegistry();
  const { port: auth } = fakeAuthPort({ uid: 'u1', email: `${role}@vegeo.test`, displayName: null, photoURL: null, claims: { role } });
  const queryClient = createQueryClient();
  bridgeRealtime(queryClient, geo, editing);
  window.location.hash = `#${path}`;
  const view = render(
    <App
      dataProvider={createDataProvider({ geo, audit: audit ?? new FakeAudit([]), write })}
      authProvider={createAuthProvider(auth)}
      queryClient={queryClient}
      realtime={{ liveGeo: geo, editing }}
      session={{ auth, profile: idleProfile, signUpOpen: true, account: quietAccount, warmUp: () => undefined }}
    />,
  );
  return { ...view, read, write };
}
