import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle } from './crearRegistro.js';

const crear = (deps: ReturnType<typeof seeded>['deps'], data: unknown, role: 'viewer' | 'editor' | 'admin' | null = 'editor') =>
  handle(deps, as(role, data));

describe('crearRegistro', () => {
  it('creates a parroquia under the next id of its municipio, with its estado', async () => {
    const { store, deps } = seeded();
    const result = await crear(deps, { tipo: 'parroquia', version: 1, datos: { parroquia: ' Nueva  ', municipioId: '1301' } });
    expect(result).toMatchObject({ tipo: 'parroquia', id: '130108', version: 2, borrados: 0 });
    expect(store.get('geo/parroquias/130108')).toEqual({ parroquia: 'Nueva', municipioId: '1301', estadoId: '13' });
    expect(store.get('geo/meta')).toMatchObject({ version: 2, parroquias: 1140 });
  });

  it('creates a municipio and an estado at the end of their parents', async () => {
    const { store, deps } = seeded();
    const m = await crear(deps, { tipo: 'municipio', version: 1, datos: { municipio: 'Nuevo', capital: 'C', estadoId: '01' } });
    expect(m.id).toBe('0108');
    const e = await crear(deps, { tipo: 'estado', version: 2, datos: { estado: 'Esequibo', capital: 'Tumeremo', iso_31662: 'VE-Q' } }, 'admin');
    expect(e).toMatchObject({ id: '25', registro: { estado: 'Esequibo', id_estado: 25, iso_31662: 'VE-Q' } });
    expect(store.get('geo/meta')).toMatchObject({ version: 3, estados: 25, municipios: 336 });
  });

  it('refuses duplicates (normalised) under the same parent, but not elsewhere', async () => {
    const { deps } = seeded();
    const dup = await failure(crear(deps, { tipo: 'municipio', version: 1, datos: { municipio: 'ALBERTO  adriani', capital: 'C', estadoId: '13' } }));
    expect(dup).toMatchObject({ code: 'already-exists' });
    expect(dup.message).toMatch(/^Ya existe el municipio 'Alberto Adriani' en '13'/);
    await expect(crear(deps, { tipo: 'municipio', version: 1, datos: { municipio: 'Alberto Adriani', capital: 'C', estadoId: '01' } })).resolves.toMatchObject({ id: '0108' });
  });

  it('refuses a taken or malformed ISO code, and a missing parent', async () => {
    const { deps } = seeded();
    const taken = await failure(crear(deps, { tipo: 'estado', version: 1, datos: { estado: 'X', capital: 'Y', iso_31662: 'VE-L' } }));
    expect(taken).toMatchObject({ code: 'already-exists', message: "El código VE-L ya es del estado 'Mérida' (id 13)" });
    const bad = await failure(crear(deps, { tipo: 'estado', version: 1, datos: { estado: 'X', capital: 'Y', iso_31662: 'VE-1' } }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: "'iso_31662' debe tener la forma VE-X (una letra mayúscula)" });
    const orphan = await failure(crear(deps, { tipo: 'parroquia', version: 1, datos: { parroquia: 'P', municipioId: '0199' } }));
    expect(orphan).toMatchObject({ code: 'not-found', message: "No existe el municipio '0199'" });
  });

  it('validates datos: names non-empty and bounded, no unknown fields', async () => {
    const { deps } = seeded();
    for (const datos of [
      { parroquia: '  ', municipioId: '1301' },
      { parroquia: 'x'.repeat(201), municipioId: '1301' },
      { parroquia: 'P', municipioId: '1301', extra: 1 },
      { parroquia: 'P', municipioId: '14' },
    ]) {
      expect((await failure(crear(deps, { tipo: 'parroquia', version: 1, datos }))).code).toBe('invalid-argument');
    }
    expect((await failure(crear(deps, { tipo: 'pais', version: 1, datos: {} }))).message).toBe("'tipo' debe ser estado, municipio o parroquia");
  });

  it('refuses a parent whose ids are used up (two digits each)', async () => {
    const { store, deps } = seeded();
    (store.root as { geo: { municipios: Record<string, unknown> } }).geo.municipios['0199'] = { municipio: 'Último', capital: 'C', estadoId: '01' };
    const full = await failure(crear(deps, { tipo: 'municipio', version: 1, datos: { municipio: 'Otro', capital: 'C', estadoId: '01' } }));
    expect(full).toMatchObject({ code: 'failed-precondition', message: "No quedan ids libres para otro municipio bajo '01'" });
  });

  it('is for editors and admins, and needs a signed-in user', async () => {
    const { store, deps } = seeded();
    const datos = { parroquia: 'P', municipioId: '1301' };
    expect((await failure(crear(deps, { tipo: 'parroquia', version: 1, datos }, 'viewer'))).code).toBe('permission-denied');
    expect((await failure(crear(deps, { tipo: 'parroquia', version: 1, datos }, null))).code).toBe('unauthenticated');
    expect(store.updates).toHaveLength(0);
  });
});
