import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBackend } from './openBackend.js';
import { readConfigFile, writeConfigFile } from './files.js';
import { REFRESH_MARGIN_MS, signIn, type Session } from './session.js';
import { resolveSettings } from './settings.js';
import { fakeFetch, fakeIdToken } from '../../../test/fakeFetch.js';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);

async function setup(session?: Partial<Session>) {
  const home = await mkdtemp(join(tmpdir(), 'vegeo-'));
  const env = { XDG_CONFIG_HOME: home, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: 'demo-vegeo' };
  const dir = join(home, 'vegeo');
  if (session) {
    const base: Session = {
      email: 'ana@vegeo.test',
      uid: 'u1',
      idToken: 'viejo',
      refreshToken: 'r1',
      expiresAt: T0 + HOUR,
      project: 'demo-vegeo',
      emulators: true,
    };
    await writeConfigFile(dir, 'session.json', { ...base, ...session });
  }
  return { env, dir };
}

const answers = fakeFetch(({ url }) => {
  if (url.includes('securetoken')) return [200, { id_token: 'nuevo', refresh_token: 'r2', expires_in: '3600' }];
  if (url.includes('/estado')) return [200, { result: { estado: 'Mérida' } }];
  return [404, undefined];
});

describe('the session', () => {
  it('is kept while the ID token has more than the margin left', async () => {
    const { env } = await setup({});
    const clock = { now: () => T0 + HOUR - REFRESH_MARGIN_MS - 1 };
    const backend = await openBackend({ env }, { fetch: answers, now: clock.now });
    expect((await backend.session()).idToken).toBe('viejo');
  });

  it('is refreshed, and saved, once the token is within the margin of its expiry', async () => {
    const { env, dir } = await setup({});
    const now = T0 + HOUR - REFRESH_MARGIN_MS + 1;
    const backend = await openBackend({ env }, { fetch: answers, now: () => now });
    expect(await backend.call('estado', { nombre: 'Mérida' })).toEqual({ estado: 'Mérida' });
    const call = answers.received.at(-1)!;
    expect(call.headers['Authorization']).toBe('Bearer nuevo');
    const refresh = answers.received.at(-2)!;
    expect(refresh.url).toBe('http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=demo-api-key');
    expect(refresh.body).toBe('grant_type=refresh_token&refresh_token=r1');
    const saved = await readConfigFile<Session>(dir, 'session.json');
    expect(saved).toMatchObject({ idToken: 'nuevo', refreshToken: 'r2', expiresAt: now + HOUR });
  });

  it('a read refused to an account the service has not seen yet: its first call mirrors it, and the read goes again', async () => {
    const { env } = await setup({});
    let held = false;
    const database = fakeFetch(({ url }) => {
      if (url.includes('/lote')) {
        held = true;
        return [200, { result: [] }];
      }
      return held ? [200, { meta: { version: 3 } }] : [401, { error: 'Permission denied' }];
    });
    const backend = await openBackend({ env }, { fetch: database, now: () => T0 });
    expect(await backend.read('geo')).toEqual({ meta: { version: 3 } });
    expect(database.received.map((r) => new URL(r.url).pathname)).toEqual(['/geo.json', '/demo-vegeo/us-central1/lote', '/geo.json']);
    held = false;
    const closed = fakeFetch(({ url }) => (url.includes('/lote') ? [403, { error: { status: 'PERMISSION_DENIED', message: 'El registro está cerrado' } }] : [401, { error: 'Permission denied' }]));
    const refused = await openBackend({ env }, { fetch: closed, now: () => T0 });
    await expect(refused.read('geo')).rejects.toThrow('Permiso denegado al leer /geo de la base de datos.');
    // A service down when asked to mirror the account: that is the error, not a denial.
    const down = fakeFetch(({ url }) => (url.includes('/lote') ? [503, undefined] : [401, { error: 'Permission denied' }]));
    const unavailable = await openBackend({ env }, { fetch: down, now: () => T0 });
    await expect(unavailable.read('geo')).rejects.toThrow(/^Servicio no disponible/);
  });

  it('renews once and sends again when the server refuses a token the clock thought valid', async () => {
    const { env } = await setup({});
    const skewed = fakeFetch(({ url, headers }) => {
      if (url.includes('securetoken')) return [200, { id_token: 'nuevo', refresh_token: 'r2', expires_in: '3600' }];
      if (headers['Authorization'] === 'Bearer viejo') return [401, { error: { status: 'UNAUTHENTICATED', message: 'x' } }];
      return [200, { result: 1 }];
    });
    const backend = await openBackend({ env }, { fetch: skewed, now: () => T0 });
    expect(await backend.call('estado', {})).toBe(1);
    expect(skewed.received.map((r) => r.headers['Authorization'] ?? 'refresh')).toEqual(['Bearer viejo', 'refresh', 'Bearer nuevo']);
    const refused = fakeFetch(({ url }) =>
      url.includes('securetoken')
        ? [200, { id_token: 'otro', refresh_token: 'r3', expires_in: '3600' }]
        : [401, { error: { status: 'UNAUTHENTICATED', message: 'Debe iniciar sesión para usar este servicio' } }],
    );
    const again = await openBackend({ env }, { fetch: refused, now: () => T0 });
    await expect(again.call('estado', {})).rejects.toMatchObject({ exitCode: 3 });
    expect(refused.received).toHaveLength(3);
  });

  it('ends with a Spanish line and exit 3 when the refresh token was revoked', async () => {
    const { env } = await setup({ expiresAt: T0 });
    const revoked = fakeFetch(() => [400, { error: { message: 'TOKEN_EXPIRED' } }]);
    const backend = await openBackend({ env }, { fetch: revoked, now: () => T0 + HOUR });
    await expect(backend.session()).rejects.toMatchObject({ message: expect.stringMatching(/^La sesión expiró/), exitCode: 3 });
  });

  it('is required, and must come from the same backend', async () => {
    const none = await setup();
    await expect((await openBackend({ env: none.env })).call('estado', {})).rejects.toMatchObject({ exitCode: 3 });
    const other = await setup({ project: 'otro', emulators: false });
    await expect((await openBackend({ env: other.env })).session()).rejects.toThrow('La sesión guardada es del proyecto otro; inicie sesión de nuevo con «vegeo login».');
  });

  it('starts from signInWithPassword: expiry from the injected clock, the user from the answer', async () => {
    const idToken = fakeIdToken({ role: 'editor' });
    const auth = fakeFetch(() => [200, { idToken, refreshToken: 'r', expiresIn: '3600', localId: 'u9', email: 'e@vegeo.test' }]);
    const settings = resolveSettings({ VEGEO_EMULATORS: '1' });
    const session = await signIn(settings, 'e@vegeo.test', 'secreta', { fetch: auth, now: () => T0 });
    expect(session).toMatchObject({ uid: 'u9', email: 'e@vegeo.test', expiresAt: T0 + HOUR, project: 'demo-vegeo', emulators: true });
    expect(JSON.parse(auth.received[0]!.body)).toEqual({ email: 'e@vegeo.test', password: 'secreta', returnSecureToken: true });
  });
});
