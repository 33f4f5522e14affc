import { createGeo, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { windowQuota } from '../quota.js';
import { handle as buscar } from './buscar.js';
import { handle as estado } from './estado.js';
import { handle as municipio } from './municipio.js';
import { handle as parroquia } from './parroquia.js';

const geo = createGeo(pais, { random: () => 0 });
function deps(limit = 10_000) {
  const { mirror, users } = accounts();
  const store = new MemoryStore(undefined, mirror);
  return { store, users, lookups: async () => geo, quota: windowQuota(limit, () => 0) };
}

describe('estado, municipio, parroquia, buscar', () => {
  it('answer the library\'s results', async () => {
    expect(await estado(deps(), as('viewer', { nombre: 'merida', opciones: { municipios: true } }))).toEqual(geo.estado('merida', { municipios: true }));
    expect(await municipio(deps(), as('viewer', { nombre: 'Libertador', opciones: { estado: 'Mérida', parroquias: true } }))).toEqual(
      geo.municipio('Libertador', { estado: 'Mérida', parroquias: true }),
    );
    expect(await parroquia(deps(), as('viewer', { nombre: 'Altagracia' }))).toEqual(geo.parroquia('Altagracia'));
    expect(await buscar(deps(), as('viewer', { nombre: 'merida', opciones: { max: 3 } }))).toEqual(geo.buscar('merida', { max: 3 }));
  });

  it('answer null when nothing matched, and a random entry without a name', async () => {
    expect(await estado(deps(), as('viewer', { nombre: 'Atlántida' }))).toBeNull();
    expect(await buscar(deps(), as('viewer', { nombre: 'zzzzzzzz' }))).toBeNull();
    expect(await municipio(deps(), as('viewer', null))).toMatchObject({ municipio: 'Alto Orinoco' });
  });

  it('need a signed-in, enabled user, valid input, and quota left', async () => {
    expect((await failure(estado(deps(), as(null, { nombre: 'Zulia' })))).code).toBe('unauthenticated');
    expect(await failure(parroquia(deps(), as('viewer', { nombre: ['x'] })))).toMatchObject({
      code: 'invalid-argument',
      message: "El nombre no puede ser 'object'",
    });
    const limited = deps(1);
    await estado(limited, as('viewer', { nombre: 'Zulia' }));
    expect((await failure(estado(limited, as('viewer', { nombre: 'Zulia' })))).code).toBe('resource-exhausted');
    expect(await estado(limited, as('editor', { nombre: 'Zulia' }))).toMatchObject({ estado: 'Zulia' });
    limited.store.set('users/editor-uid/disabled', true);
    expect((await failure(estado(limited, as('editor', { nombre: 'Zulia' })))).code).toBe('permission-denied');
  });

  it('say the range of max, and name the option a bad filter is', async () => {
    for (const max of [0, 101]) {
      expect(await failure(buscar(deps(), as('viewer', { nombre: 'a', opciones: { max } })))).toMatchObject({
        code: 'invalid-argument',
        message: "La opción 'max' debe estar entre 1 y 100",
      });
    }
    expect((await failure(buscar(deps(), as('viewer', { nombre: 'a', opciones: { max: 2.5 } })))).message).toBe("La opción 'max' debe ser un entero");
    expect((await failure(municipio(deps(), as('viewer', { nombre: 'a', opciones: { estado: 7 } })))).message).toBe(
      "La opción 'estado' debe ser un texto, no 'number'",
    );
  });
});
