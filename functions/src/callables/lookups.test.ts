import { createGeo, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { as, failure } from '../../test/support/requests.js';
import { windowQuota } from '../quota.js';
import { handle as buscar } from './buscar.js';
import { handle as estado } from './estado.js';
import { handle as municipio } from './municipio.js';
import { handle as parroquia } from './parroquia.js';

const geo = createGeo(pais, { random: () => 0 });
const deps = (limit = 10_000) => ({ lookups: async () => geo, quota: windowQuota(limit, () => 0) });

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

  it('need a signed-in user, valid input, and quota left', async () => {
    expect((await failure(estado(deps(), as(null, { nombre: 'Zulia' })))).code).toBe('unauthenticated');
    expect(await failure(parroquia(deps(), as('viewer', { nombre: ['x'] })))).toMatchObject({
      code: 'invalid-argument',
      message: "El nombre no puede ser 'object'",
    });
    const limited = deps(1);
    await estado(limited, as('viewer', { nombre: 'Zulia' }));
    expect((await failure(estado(limited, as('viewer', { nombre: 'Zulia' })))).code).toBe('resource-exhausted');
    expect(await estado(limited, as('viewer', { nombre: 'Zulia' }, 'otro'))).toMatchObject({ estado: 'Zulia' });
  });
});
