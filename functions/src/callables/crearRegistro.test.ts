import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/support/fixtures.js';
import { as, failure } from '../../test/support/requests.js';
import { handle as borrar } from './borrarRegistro.js';
import { handle } from './crearRegistro.js';

type Deps = ReturnType<typeof seeded>['deps'];
const crear = (deps: Deps, data: unknown, role: 'viewer' | 'editor' | 'admin' | null = 'editor') => handle(deps, as(role, data));

describe('crearRegistro', () => {
  it('creates a parroquia under the next id of its municipio, with its estado and version', async () => {
    const { store, deps } = seeded();
    const result = await crear(deps, { tipo: 'parroquia', datos: { parroquia: ' Nueva  ', municipioId: '1301' } });
    expect(result).toMatchObject({ tipo: 'parroquia', id: '130108', version: 2, borrados: 0 });
    expect(store.get('geo/parroquias/130108')).toEqual({ parroquia: 'Nueva', municipioId: '1301', estadoId: '13', version: 2 });
    expect(store.get('geo/meta')).toMatchObject({ version: 2, parroquias: 1140 });
    expect(store.get('geo/secuencias')).toEqual({ '1301': 8 });
  });

  it('creates a municipio and an estado at the end of their parents', async () => {
    const { store, deps } = seeded();
    const m = await crear(deps, { tipo: 'municipio', datos: { municipio: 'Nuevo', capital: 'C', estadoId: '01' } });
    expect(m.id).toBe('0108');
    const e = await crear(deps, { tipo: 'estado', datos: { estado: 'Esequibo', capital: 'Tumeremo', iso_31662: 'VE-Q' } }, 'admin');
    expect(e).toMatchObject({ id: '25', registro: { estado: 'Esequibo', id_estado: 25, iso_31662: 'VE-Q', version: 3 } });
    expect(store.get('geo/meta')).toMatchObject({ version: 3, estados: 25, municipios: 336 });
  });

  it('names no version: a create is planned over whatever /geo holds when it lands', async () => {
    const { deps } = seeded(9);
    const first = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Una', municipioId: '1301' } });
    const second = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Otra', municipioId: '1301' } });
    expect([first.id, first.version, second.id, second.version]).toEqual(['130108', 10, '130109', 11]);
    const versioned = await failure(crear(deps, { tipo: 'parroquia', version: 11, datos: { parroquia: 'X', municipioId: '1301' } }));
    expect(versioned).toMatchObject({ code: 'invalid-argument', message: "Campo desconocido: 'version'" });
  });

  it('never issues an id twice, not even after the last record under its parent is deleted', async () => {
    const { store, deps } = seeded();
    const made = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Efímera', municipioId: '1301' } });
    await borrar(deps, as('editor', { tipo: 'parroquia', id: made.id, version: made.version }));
    const next = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Siguiente', municipioId: '1301' } });
    expect(next.id).toBe('130109');
    // A seeded last child deleted: its id does not come back either.
    await borrar(deps, as('editor', { tipo: 'parroquia', id: '130109', version: next.version }));
    await borrar(deps, as('editor', { tipo: 'parroquia', id: '130107', version: 0 }));
    expect((await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Otra más', municipioId: '1301' } })).id).toBe('130110');
    expect(store.get('geo/secuencias/1301')).toBe(10);
  });

  it('refuses duplicates under the same parent however they are spelt, but not elsewhere', async () => {
    const { deps } = seeded();
    const dup = await failure(crear(deps, { tipo: 'municipio', datos: { municipio: 'ALBERTO  adriani', capital: 'C', estadoId: '13' } }));
    expect(dup).toMatchObject({ code: 'already-exists', details: { campo: 'datos.municipio', id: '1301' } });
    expect(dup.message).toMatch(/^Ya existe el municipio 'Alberto Adriani' en el estado Mérida/);
    const fullwidth = await failure(crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Ｐｕｌｉｄｏ Méndez', municipioId: '1301' } }));
    expect(fullwidth.code).toBe('already-exists');
    expect(fullwidth.message).toMatch(/^Ya existe la parroquia 'Pulido Méndez' en el municipio Alberto Adriani \(Mérida\)/);
    await expect(crear(deps, { tipo: 'municipio', datos: { municipio: 'Alberto Adriani', capital: 'C', estadoId: '01' } })).resolves.toMatchObject({ id: '0108' });
  });

  it('refuses a taken or malformed ISO code, and a missing parent, naming the field', async () => {
    const { deps } = seeded();
    const taken = await failure(crear(deps, { tipo: 'estado', datos: { estado: 'X', capital: 'Y', iso_31662: 'VE-L' } }));
    expect(taken).toMatchObject({ code: 'already-exists', message: "El código VE-L ya es del estado 'Mérida' (id 13)", details: { campo: 'datos.iso_31662' } });
    const bad = await failure(crear(deps, { tipo: 'estado', datos: { estado: 'X', capital: 'Y', iso_31662: 'VE-1' } }));
    expect(bad).toMatchObject({ code: 'invalid-argument', message: "'iso_31662' debe tener la forma VE-X (una letra mayúscula)" });
    const orphan = await failure(crear(deps, { tipo: 'parroquia', datos: { parroquia: 'P', municipioId: '0199' } }));
    expect(orphan).toMatchObject({ code: 'not-found', message: "No existe el municipio '0199'", details: { campo: 'datos.municipioId' } });
  });

  it('validates datos: names non-empty and bounded, no unknown fields, problems by field', async () => {
    const { deps } = seeded();
    for (const datos of [
      { parroquia: '  ', municipioId: '1301' },
      { parroquia: 'x'.repeat(201), municipioId: '1301' },
      { parroquia: 'P', municipioId: '1301', extra: 1 },
      { parroquia: 'P', municipioId: '14' },
    ]) {
      expect((await failure(crear(deps, { tipo: 'parroquia', datos }))).code).toBe('invalid-argument');
    }
    const empty = await failure(crear(deps, { tipo: 'parroquia', datos: { parroquia: ' ', municipioId: '1301' } }));
    expect(empty.details).toEqual({ problemas: [{ campo: 'datos.parroquia', mensaje: "'parroquia' no puede estar vacío" }] });
    expect((await failure(crear(deps, { tipo: 'pais', datos: {} }))).message).toBe("'tipo' debe ser estado, municipio o parroquia");
  });

  it('keeps the nota in the audit entry', async () => {
    const { store, deps } = seeded();
    await crear(deps, { tipo: 'parroquia', nota: 'Gaceta Oficial 41.234', datos: { parroquia: 'Con nota', municipioId: '1301' } });
    expect(Object.values(store.get('audit') as object)[0]).toMatchObject({ accion: 'crear', nota: 'Gaceta Oficial 41.234', version: 2 });
    expect((await failure(crear(deps, { tipo: 'parroquia', nota: 'x'.repeat(501), datos: { parroquia: 'N', municipioId: '1301' } }))).message).toBe(
      "'nota' no puede pasar de 500 caracteres",
    );
  });

  it('never runs out of ids: past 99 under a parent the segment grows, and no id comes back', async () => {
    const { store, deps } = seeded();
    store.set('geo/municipios/0199', { municipio: 'Último', capital: 'C', estadoId: '01' });
    const municipio = await crear(deps, { tipo: 'municipio', datos: { municipio: 'Otro', capital: 'C', estadoId: '01' } });
    expect(municipio.id).toBe('010003100');
    // Its parroquias go under it, and say so.
    const under = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Primera', municipioId: municipio.id } });
    expect(under).toMatchObject({ id: '01000310001', registro: { municipioId: '010003100', estadoId: '01' } });
    // 99 parroquias issued and deleted under 1301 (its sequence says so): the next is the 100th, then the 101st.
    store.set('geo/secuencias/1301', 99);
    const hundredth = await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Centésima', municipioId: '1301' } });
    expect(hundredth.id).toBe('13010003100');
    await borrar(deps, as('editor', { tipo: 'parroquia', id: hundredth.id, version: hundredth.version }));
    expect((await crear(deps, { tipo: 'parroquia', datos: { parroquia: 'Otra más', municipioId: '1301' } })).id).toBe('13010003101');
    expect(store.get('geo/secuencias/1301')).toBe(101);
  });

  it('is for editors and admins, and needs a signed-in user', async () => {
    const { store, deps } = seeded();
    const datos = { parroquia: 'P', municipioId: '1301' };
    expect((await failure(crear(deps, { tipo: 'parroquia', datos }, 'viewer'))).code).toBe('permission-denied');
    expect((await failure(crear(deps, { tipo: 'parroquia', datos }, null))).code).toBe('unauthenticated');
    expect(store.updates).toHaveLength(0);
  });
});
