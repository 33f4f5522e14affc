import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, localStorageStore, type Store, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { useState } from 'react';
import { createHashRouter, Route, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider.js';
import { AppLayout } from './layout/AppLayout.js';
import { darkTheme, lightTheme } from './layout/themes.js';
import { LoginPage } from './login/LoginPage.js';
import { RealtimeContext, type Realtime } from './realtime/RealtimeContext.js';
import { Dashboard, ProfilePage, resources } from './routes.js';
import { SessionContext, type Session } from './session/SessionContext.js';

export interface AppProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  queryClient: QueryClient;
  realtime: Realtime;
  session: Session;
}

/** Where the app keeps its lists' parameters and preferences, and the router it runs under. */
export interface AppShell {
  store?: Store;
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createHashRouter>;
}

// Where react-admin keeps the lists' parameters and the user's preferences between visits.
const defaultStore = localStorageStore();

/**
 * The app under its router: one hash router for the app's life, whose updates are not transitions.
 * Left to itself, react-admin makes the router, anew on each of its renders, and react-router 7
 * applies every navigation as a transition: a redirect to the sign-in page then loses to the
 * urgent updates it causes (the reset of the queries), the routes keep the old address, and
 * react-admin's logout-on-mount sends the person to the sign-in page again, hundreds of times a
 * second, for as long as the page stays open. The services are made once (main.tsx): the router
 * keeps the props of its first render.
 */
export function App({ store = defaultStore, createRouter = createHashRouter, ...props }: AppProps & AppShell) {
  const [router] = useState(() => createRouter([{ path: '*', element: <AdminApp {...props} store={store} /> }]));
  return <RouterProvider router={router} useTransitions={false} />;
}

/** Wires the providers into react-admin's `<Admin>`, one `<Resource>` per folder. */
function AdminApp({ dataProvider, authProvider, queryClient, realtime, session, store }: AppProps & { store: Store }) {
  return (
    <SessionContext.Provider value={session}>
    <RealtimeContext.Provider value={realtime}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={lightTheme}
        darkTheme={darkTheme}
        title="vegeo"
        layout={AppLayout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        <Resource name="estados" {...resources.estados} />
        <Resource name="municipios" {...resources.municipios} />
        <Resource name="parroquias" {...resources.parroquias} />
        <Resource name="auditoria" {...resources.auditoria} />
        <Resource name="usuarios" {...resources.usuarios} />
        <CustomRoutes>
          <Route path="/perfil" element={<ProfilePage />} />
        </CustomRoutes>
      </Admin>
    </RealtimeContext.Provider>
    </SessionContext.Provider>
  );
}
