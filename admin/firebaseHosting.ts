import type { Connect, Plugin } from 'vite';

/** What the local servers answer in place of Firebase Hosting's reserved URLs. */
export interface LocalHosting {
  projectId: string;
  /** `host:port` of each emulator. */
  emulators: { auth: string; database: string; functions: string };
}

/**
 * Serves `/__/firebase/init.json` (as Firebase Hosting does) and `/__/vegeo/emulators.json`
 * from the dev and preview servers, so the app finds the emulators `npm run admin` or a test started.
 */
export function localHosting(hosting: LocalHosting): Plugin {
  const { projectId, emulators } = hosting;
  const answers: Record<string, unknown> = {
    '/__/firebase/init.json': {
      projectId,
      apiKey: 'demo-api-key',
      appId: '1:000000000000:web:0000000000000000',
      authDomain: `${projectId}.firebaseapp.com`,
      databaseURL: `https://${projectId}-default-rtdb.firebaseio.com`,
      storageBucket: `${projectId}.appspot.com`,
    },
    '/__/vegeo/emulators.json': emulators,
  };
  const middleware: Connect.NextHandleFunction = (request, response, next) => {
    const answer = answers[(request.url ?? '').split('?')[0] ?? ''];
    if (answer === undefined) return next();
    response.setHeader('Content-Type', 'application/json');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(answer));
  };
  return {
    name: 'vegeo-local-hosting',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
