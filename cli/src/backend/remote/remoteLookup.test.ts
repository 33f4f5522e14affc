import { describe, expect, it } from 'vitest';
import { remoteLookup } from './remoteLookup.js';
import type { Backend } from '../client/openBackend.js';

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
