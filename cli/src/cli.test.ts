import { describe, expect, it } from 'vitest';
import { run } from './cli.js';
import { localLookup } from './lookup/localLookup.js';
import { fakeIo } from '../test/fakeIo.js';
import type { LookupService } from './lookup/lookupService.js';

// A service answering through promises, as a remote one will.
const later: LookupService = {
  estado: async (nombre, opciones) => localLookup.estado(nombre, opciones),
  municipio: async (nombre, opciones) => localLookup.municipio(nombre, opciones),
  parroquia: async (nombre, opciones) => localLookup.parroquia(nombre, opciones),
  buscar: async (texto, opciones) => localLookup.buscar(texto, opciones),
  capital: async () => localLookup.capital(),
  places: async () => localLookup.places(),
  estadosWithMunicipio: async (nombre) => localLookup.estadosWithMunicipio(nombre),
  lote: async (queries) => localLookup.lote(queries),
};

async function runWith(lookup: LookupService, args: string[], input?: string) {
  const io = fakeIo({ input });
  const code = await run(['node', 'vegeo', ...args], io, lookup, '1.2.3');
  return { code, out: io.out(), err: io.err() };
}

describe('run', () => {
  it('answers the same through an asynchronous service', async () => {
    for (const args of [['estado', 'Lara'], ['estado', 'Meridaa'], ['parroquia', 'Catedral', '--json'], ['capital']]) {
      expect(await runWith(later, args), args.join(' ')).toEqual(await runWith(localLookup, args));
    }
    const input = '{"tipo":"estado","nombre":"Lara"}\n{"tipo":"x"}\n';
    expect(await runWith(later, ['lote'], input)).toEqual(await runWith(localLookup, ['lote'], input));
  });

  it('prints help and version on stdout with exit 0', async () => {
    expect(await runWith(localLookup, ['--version'])).toEqual({ code: 0, out: '1.2.3\n', err: '' });
    const help = await runWith(localLookup, ['estado', '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Uso: vegeo estado \[opciones\] \[nombre\]/);
  });

  it('turns a wrong argument type from the service into a usage error', async () => {
    const strict = {
      ...localLookup,
      estado: () => {
        throw new TypeError("La opción 'municipios' debe ser true o false, no 'string'");
      },
    };
    expect(await runWith(strict, ['estado', 'Lara'])).toEqual({
      code: 2,
      out: '',
      err: "error: La opción 'municipios' debe ser true o false, no 'string'\n",
    });
  });
});
