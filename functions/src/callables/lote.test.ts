import { createGeo, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { as, failure } from '../../test/support/requests.js';
import { windowQuota } from '../quota.js';
import { handle } from './lote.js';

const geo = createGeo(pais);
const deps = (limit = 10_000) => ({ lookups: async () => geo, quota: windowQuota(limit, () => 0) });

describe('lote', () => {
  it('answers every query in order, as vegeo lote does', async () => {
    const consultas = [
      { tipo: 'estado', nombre: 'Zulia' },
      { tipo: 'municipio', nombre: 'No Existe' },
      { tipo: 'estado', nombre: 7 },
      { tipo: 'buscar', nombre: 'merida', opciones: { max: 1 } },
      'no es un objeto',
    ];
    const answers = await handle(deps(), as('viewer', { consultas }));
    expect(answers.map((a) => a.consulta)).toEqual(consultas);
    expect(answers[0]).toMatchObject({ resultado: { estado: 'Zulia' } });
    expect(answers[1]).toEqual({ consulta: consultas[1], resultado: null });
    expect(answers[2]).toEqual({ consulta: consultas[2], error: "El nombre no puede ser 'number'" });
    expect(answers[3]).toMatchObject({ resultado: [{ nombre: 'Mérida' }] });
    expect(answers[4]).toHaveProperty('error');
  });

  it('refuses over-long texts per line, not the whole batch', async () => {
    const long = 'x'.repeat(201);
    const answers = await handle(deps(), as('viewer', { consultas: [{ tipo: 'estado', nombre: long }, { tipo: 'municipio', nombre: 'a', opciones: { estado: long } }, { tipo: 'estado', nombre: 'Lara' }] }));
    expect(answers.map((a) => ('error' in a ? a.error : 'ok'))).toEqual([
      'El nombre no puede pasar de 200 caracteres',
      "La opción 'estado' no puede pasar de 200 caracteres",
      'ok',
    ]);
  });

  it('bounds the batch and counts each query against the quota', async () => {
    expect((await failure(handle(deps(), as('viewer', { consultas: Array(1001).fill({}) })))).code).toBe('invalid-argument');
    const limited = deps(3);
    await handle(limited, as('viewer', { consultas: [{}, {}] }));
    expect((await failure(handle(limited, as('viewer', { consultas: [{}, {}] })))).code).toBe('resource-exhausted');
    expect((await failure(handle(limited, as(null, { consultas: [] })))).code).toBe('unauthenticated');
  });
});
