import { describe, expect, it } from 'vitest';
import { LOTE_MAX, remoteLookup } from './remote.js';
import type { Backend } from '../remote/backend.js';

/** A backend whose callables answer from `answer`, recording each call. */
function backend(answer: (name: string, data: unknown) => unknown) {
  const calls: [string, unknown][] = [];
  const fake = {
    call: async (name: string, data: unknown) => (calls.push([name, data]), answer(name, data)),
  } as unknown as Backend;
  return { fake, calls };
}

describe('remoteLookup', () => {
  it('sends a lote in calls of at most 1000 queries and keeps the order', async () => {
    const { fake, calls } = backend((_name, data) => (data as { consultas: number[] }).consultas.map((n) => ({ consulta: n, resultado: null })));
    const queries = Array.from({ length: 2500 }, (_, n) => n);
    const lines = await remoteLookup(fake).lote(queries);
    expect(calls.map(([, data]) => (data as { consultas: unknown[] }).consultas.length)).toEqual([LOTE_MAX, LOTE_MAX, 500]);
    expect(lines.map((line) => line.consulta)).toEqual(queries);
  });

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
