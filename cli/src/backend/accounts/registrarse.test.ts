import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeFetch, fakeIdToken } from '../../../test/fakeFetch.js';
import { fakeIo } from '../../../test/fakeIo.js';
import type { Context } from '../../io.js';
import { localLookup } from '../../lookup/localLookup.js';
import { registrarse } from './registrarse.js';

const TOKEN = fakeIdToken({ sub: 'u1', email: 'ana@vegeo.test' });

function run(lote: [number, unknown]) {
  const home = mkdtempSync(join(tmpdir(), 'vegeo-registrarse-'));
  const io = fakeIo({ env: { XDG_CONFIG_HOME: home, VEGEO_EMULATORS: '1' }, input: 'secreto123\n' });
  const ctx: Context = { io, lookup: localLookup, views: () => Promise.reject(new Error('no views')), exitCode: 0 };
  const fetch = fakeFetch(({ url }) => {
    if (url.includes('accounts:signUp')) return [200, { idToken: TOKEN, refreshToken: 'r', expiresIn: '3600', localId: 'u1', email: 'ana@vegeo.test' }];
    if (url.includes('accounts:delete')) return [200, {}];
    if (url.endsWith('/lote')) return lote;
    return [404, undefined];
  });
  const done = registrarse(ctx, 'ana@vegeo.test', { passwordStdin: true }, { fetch, now: () => 0 });
  return { done, fetch, io, ctx, session: join(home, 'vegeo', 'session.json') };
}

describe('registrarse with the service’s sign-up closed', () => {
  it('deletes the account it just made, forgets its session and says why', async () => {
    const closed = run([403, { error: { status: 'PERMISSION_DENIED', message: 'El registro está cerrado: pida a un administrador que le invite' } }]);
    await expect(closed.done).rejects.toMatchObject({
      message: 'El registro está cerrado: pida a un administrador que le invite. No se creó ninguna cuenta.',
      exitCode: 1,
    });
    const deleted = closed.fetch.received.filter((request) => request.url.includes('accounts:delete'));
    expect(deleted.map((request) => JSON.parse(request.body))).toEqual([{ idToken: TOKEN }]);
    expect(existsSync(closed.session)).toBe(false);
    expect(closed.io.out()).toBe('');
  });

  it('keeps the account and its session when the service lets it in', async () => {
    const open = run([200, { result: [] }]);
    await open.done;
    expect(open.fetch.received.some((request) => request.url.includes('accounts:delete'))).toBe(false);
    expect(existsSync(open.session)).toBe(true);
    expect(open.io.out()).toBe('Cuenta creada y sesión iniciada como ana@vegeo.test (rol lector; emuladores, proyecto demo-vegeo).\n');
  });
});
