// Places named like JavaScript object members (`__proto__`, `constructor`, `toString` …) are
// ordinary names: created through the callables, then found by every lookup, the search and a
// lote, through the Functions emulator and the harness's database.
import { pais, toFlat, type BuscarResult, type EstadoResult, type MunicipioResult, type ParroquiaResult, type RegistroResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, seedDatabase } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, type Client } from './client.js';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

const clients: Client[] = [];
let admin: Client;
let viewer: Client;

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  await seedDatabase('/geo', toFlat(pais, { version: 1, updatedAt: Date.now() }));
  const users = await Promise.all([
    createUser({ email: 'admin@vegeo.test', role: 'admin' }),
    createUser({ email: 'lector@vegeo.test', role: 'viewer' }),
  ]);
  [admin, viewer] = await Promise.all(users.map((user) => client(user)));
  clients.push(admin, viewer);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('places named like JavaScript object members', () => {
  it('are found by every lookup, by the search first, and in a lote', async () => {
    // One at a time: each create writes the version the next one reads.
    const create = async (tipo: 'estado' | 'municipio' | 'parroquia', datos: Record<string, string>) =>
      (await admin.call<RegistroResponse>('crearRegistro', { tipo, datos })).id;
    const estadoId = await create('estado', { estado: 'valueOf', capital: '__proto__', iso_31662: 'VE-Q' });
    const municipioId = await create('municipio', { municipio: 'constructor', capital: 'toString', estadoId });
    const ids = new Map<string, string>();
    for (const name of NAMES) ids.set(name, await create('parroquia', { parroquia: name, municipioId }));

    // The lookups run on an index rebuilt from /geo: wait for the last change to reach it.
    const last = NAMES[NAMES.length - 1]!;
    expect(await eventually(() => viewer.call<ParroquiaResult[] | null>('parroquia', { nombre: last }))).not.toBeNull();

    expect(await viewer.call<EstadoResult | null>('estado', { nombre: 'VALUEOF' })).toMatchObject({
      estado: 'valueOf',
      capital: '__proto__',
      iso_31662: 'VE-Q',
      municipios: 1,
      parroquias: NAMES.length,
      id: estadoId,
    });
    const municipio = await viewer.call<MunicipioResult | null>('municipio', { nombre: 'constructor', opciones: { estado: 'valueOf' } });
    expect(municipio).toEqual({ municipio: 'constructor', capital: 'toString', estado: 'valueOf', parroquias: NAMES.length, id: municipioId, estadoId });
    const listed = await viewer.call<MunicipioResult | null>('municipio', { nombre: ' Constructor ', opciones: { parroquias: true } });
    expect(listed?.parroquias).toEqual(NAMES);

    for (const name of NAMES) {
      const found = await viewer.call<ParroquiaResult[] | null>('parroquia', { nombre: name, opciones: { municipio: 'constructor', estado: 'valueOf' } });
      expect(found, name).toEqual([{ parroquia: name, municipio: 'constructor', capital: 'toString', estado: 'valueOf', id: ids.get(name), municipioId, estadoId }]);
      // Every place of that name first (an estado, then a municipio, then a parroquia), exact.
      const hits = await viewer.call<BuscarResult[]>('buscar', { nombre: name });
      const exact = hits.filter((hit) => hit.puntuacion === 1);
      expect(hits.slice(0, exact.length), name).toEqual(exact);
      expect(exact.map((hit) => hit.nombre), name).toEqual(exact.map(() => name));
      expect(exact.map((hit) => hit.id), name).toContain(ids.get(name));
    }
    const proto = await viewer.call<BuscarResult[]>('buscar', { nombre: '__proto__' });
    expect(proto[0]).toMatchObject({ tipo: 'parroquia', nombre: '__proto__', id: ids.get('__proto__'), puntuacion: 1 });

    const lote = await viewer.call<{ resultado: unknown }[]>('lote', {
      consultas: [
        { tipo: 'estado', nombre: 'valueOf' },
        { tipo: 'municipio', nombre: 'constructor', opciones: { estado: 'valueOf' } },
        { tipo: 'parroquia', nombre: '__proto__', opciones: { municipio: 'constructor' } },
        { tipo: 'buscar', nombre: 'hasOwnProperty', opciones: { estado: 'valueOf', max: 1 } },
      ],
    });
    expect(lote.map((line) => line.resultado)).toEqual([
      expect.objectContaining({ id: estadoId }),
      expect.objectContaining({ id: municipioId, capital: 'toString' }),
      [expect.objectContaining({ id: ids.get('__proto__') })],
      [expect.objectContaining({ id: ids.get('hasOwnProperty') })],
    ]);
    // Some thirty calls, each callable's first on a cold emulator worker.
  }, 240_000);
});
