import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { remoteLookup } from './remoteLookup.js';
import { openBackend, type Backend } from '../client/openBackend.js';
import { writeConfigFile } from '../client/files.js';
import type { Session } from '../client/session.js';
import { UnfinishedLote } from '../../lookup/lookupService.js';
import { fakeFetch } from '../../../test/fakeFetch.js';

/** A backend whose callables answer from `answer`, recording each call. */
function backend(answer: (name: string, data: unknown) => unknown) {
  const calls: [string, unknown][] = [];
  const fake = {
    call: async (name: string, data: unknown) => (calls.push([name, data]), answer(name, data)),
  } as unknown as Backend;
  return { fake, calls };
}

describe('remoteLookup', () => {
  it('reads null as no match, and asks for the Distrito Capital with no name', async () => {
    const { fake, calls } = backend((name) => (name === 'estado' ? null : null));
    const lookup = remoteLookup(fake);
    expect(await lookup.estado('Atlantis', { municipios: false })).toBeUndefined();
    expect(await lookup.buscar('zzz', { max: 3 })).toEqual([]);
    await lookup.capital();
    expect(calls).toEqual([
      ['estado', { nombre: 'Atlantis', opciones: { municipios: false } }],
      ['buscar', { nombre: 'zzz', opciones: { max: 3 } }],
      ['estado', { nombre: null }],
    ]);
  });
});

describe('a lote against a service that stays unavailable', () => {
  it('is sent once per try of its own (1, 2, 4 and 8 s apart), not again and again inside each', async () => {
    const home = await mkdtemp(join(tmpdir(), 'vegeo-'));
    const env = { XDG_CONFIG_HOME: home, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GCLOUD_PROJECT: 'demo-vegeo' };
    const session: Session = { email: 'ana@vegeo.test', uid: 'u1', idToken: 't', refreshToken: 'r', expiresAt: Date.now() + 3_600_000, project: 'demo-vegeo', emulators: true };
    await writeConfigFile(join(home, 'vegeo'), 'session.json', session);
    const unavailable = fakeFetch(() => [503, undefined]);
    const waits: number[] = [];
    const lookup = remoteLookup(await openBackend({ env }, { fetch: unavailable, now: Date.now }), { sleep: async (ms) => void waits.push(ms) });
    await expect(lookup.lote([{ tipo: 'estado', nombre: 'Zulia' }])).rejects.toBeInstanceOf(UnfinishedLote);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect(unavailable.received.filter((request) => request.url.endsWith('/lote'))).toHaveLength(5);
  });
});
