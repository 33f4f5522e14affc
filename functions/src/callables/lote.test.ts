import { createGeo, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { windowQuota } from '../quota.js';
import { handle } from './lote.js';
import { handle as buscar } from './buscar.js';

const geo = createGeo(pais);
function deps(limit = 10_000) {
  const { mirror, users } = accounts();
  return { store: new MemoryStore(undefined, mirror), users, lookups: async () => geo, quota: windowQuota(limit, () => 0) };
}
const errors = (answers: Awaited<ReturnType<typeof handle>>) => answers.map((a) => ('error' in a ? a.error : 'ok'));

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

  it('holds each line to its own callable: the same bounds and messages, unknown fields refused', async () => {
    const long = 'x'.repeat(201);
    const lines = [
      { tipo: 'estado', nombre: long },
      { tipo: 'municipio', nombre: 'a', opciones: { estado: long } },
      { tipo: 'buscar', nombre: 'merida', opciones: { max: 1e9 } },
      { tipo: 'estado', nombre: 'Lara', extra: true },
      { tipo: 'parroquia', nombre: 'a', opciones: { pais: 'VE' } },
      { tipo: 'estado', nombre: 'Lara' },
    ];
    const answers = await handle(deps(), as('viewer', { consultas: lines }));
    const single = await failure(buscar(deps(), as('viewer', { nombre: 'merida', opciones: { max: 1e9 } })));
    expect(errors(answers)).toEqual([
      'El nombre no puede pasar de 200 caracteres',
      "La opción 'estado' no puede pasar de 200 caracteres",
      single.message,
      "Campo desconocido: 'extra'",
      "Opción desconocida para parroquia: 'pais' (se admiten: municipio, estado)",
      'ok',
    ]);
  });

  it('never reads a kind of line through the prototype', async () => {
    const line = JSON.parse('{"tipo":"constructor","nombre":"x"}') as unknown;
    const [answer] = await handle(deps(), as('viewer', { consultas: [line] }));
    expect(answer).toMatchObject({ error: expect.stringMatching(/^Tipo desconocido 'constructor'/) });
    const hidden = JSON.parse('{"consultas":[{"__proto__":{"tipo":"estado","nombre":"Zulia"}}]}') as unknown;
    expect((await failure(handle(deps(), as('viewer', hidden)))).message).toBe("Campo no permitido: '__proto__'");
  });

  it('bounds the batch and counts each query against the quota', async () => {
    expect((await failure(handle(deps(), as('viewer', { consultas: Array(1001).fill({}) })))).code).toBe('invalid-argument');
    const limited = deps(3);
    await handle(limited, as('viewer', { consultas: [{}, {}] }));
    expect((await failure(handle(limited, as('viewer', { consultas: [{}, {}] })))).code).toBe('resource-exhausted');
    expect((await failure(handle(limited, as(null, { consultas: [] })))).code).toBe('unauthenticated');
  });
});
