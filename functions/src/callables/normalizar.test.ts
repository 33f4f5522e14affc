import { normalizar } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../test/support/fixtures.js';
import { MemoryStore } from '../../test/support/memoryStore.js';
import { as, failure } from '../../test/support/requests.js';
import { windowQuota } from '../quota.js';
import { handle } from './normalizar.js';

function deps(limit = 10_000) {
  const { mirror, users } = accounts();
  return { store: new MemoryStore(undefined, mirror), users, quota: windowQuota(limit, () => 0) };
}

describe('normalizar', () => {
  it('answers row for row exactly as the library does, in order', async () => {
    const filas = [
      { estado: 'EDO. MERIDA', municipio: 'LIBERTADOR', parroquia: 'DOMINGO PEÑA' },
      { municipio: 'Sucre' },
      { texto: 'Pq. Catedral, Libertador, Caracas' },
      { estado: null, municipio: 'Sucre', parroquia: 'Petare' },
    ];
    const answers = await handle(deps(), as('viewer', { filas }));
    expect(answers).toEqual(filas.map((fila) => normalizar(fila)));
    expect(answers.map((a) => a.certeza)).toEqual(['corregida', 'ambigua', 'corregida', 'exacta']);
  });

  it('reads the ine edition and stops at the level asked for', async () => {
    const [vargas] = await handle(deps(), as('viewer', { filas: [{ estado: 'Vargas', municipio: 'Vargas' }], opciones: { edicion: 'ine', nivel: 'estado' } }));
    expect(vargas).toEqual(normalizar({ estado: 'Vargas' }, { edicion: ine, nivel: 'estado' }));
    expect(vargas!.estado).toEqual({ id: '21', nombre: 'La Guaira', ine: '24' });
  });

  it('refuses a bad row naming it, an unknown option, and more than 1000 rows', async () => {
    const bad = await failure(handle(deps(), as('viewer', { filas: [{ estado: 'Zulia' }, { estado: { x: 1 } }] })));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: "Fila 2: El campo 'estado' debe ser texto, no 'object'" });
    expect(await failure(handle(deps(), as('viewer', { filas: [{ pais: 'VE' }] })))).toMatchObject({ message: "Fila 1: Campo desconocido: 'pais'" });
    expect(await failure(handle(deps(), as('viewer', { filas: [], opciones: { edicion: 'vieja' } })))).toMatchObject({ message: "La opción 'edicion' debe ser base o ine" });
    const many = await failure(handle(deps(), as('viewer', { filas: Array.from({ length: 1001 }, () => ({ estado: 'Zulia' })) })));
    expect(many).toMatchObject({ code: 'invalid-argument', message: 'Una petición admite hasta 1000 filas' });
  });

  it('needs a signed-in user and counts each row against the quota, as lote does', async () => {
    expect(await failure(handle(deps(), as(null, { filas: [] })))).toMatchObject({ code: 'unauthenticated' });
    const limited = deps(3);
    await handle(limited, as('viewer', { filas: [{ estado: 'Zulia' }, { estado: 'Lara' }] }));
    expect(await failure(handle(limited, as('viewer', { filas: [{ estado: 'Zulia' }, { estado: 'Lara' }] })))).toMatchObject({ code: 'resource-exhausted' });
  });
});
