import { pais, toFlat } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { database, projectRules, withWritesAt } from '../support/targaryen.js';

const geo = toFlat(pais, { version: 3, updatedAt: 1000 });
const data = {
  geo,
  audit: { '-a1': { at: 1000, uid: 'ed', accion: 'editar', tipo: 'municipio', id: '1401', version: 3 } },
  users: { viewer: { email: 'v@x.ve', role: 'viewer' }, other: { email: 'o@x.ve', role: 'editor' } },
};
const anon = null;
const viewer = { uid: 'viewer', token: { email: 'v@x.ve' } };
const editor = { uid: 'editor', token: { role: 'editor' } };
const admin = { uid: 'admin', token: { role: 'admin' } };
const rules = projectRules();
const db = database(rules, data);

describe('reads', () => {
  it('/geo needs a signed-in user', () => {
    expect(db.as(anon).read('/geo').allowed).toBe(false);
    expect(db.as(anon).read('/geo/municipios/1401').allowed).toBe(false);
    for (const who of [viewer, editor, admin]) expect(db.as(who).read('/geo').allowed).toBe(true);
  });

  it('/audit is for admins only', () => {
    expect(db.as(admin).read('/audit').allowed).toBe(true);
    for (const who of [anon, viewer, editor]) expect(db.as(who).read('/audit').allowed).toBe(false);
    expect(db.as(editor).read('/audit/-a1').allowed).toBe(false);
  });

  it('/users/{uid} is for that user and admins', () => {
    expect(db.as(viewer).read('/users/viewer').allowed).toBe(true);
    expect(db.as(viewer).read('/users/other').allowed).toBe(false);
    expect(db.as(viewer).read('/users').allowed).toBe(false);
    expect(db.as(anon).read('/users/viewer').allowed).toBe(false);
    expect(db.as(admin).read('/users').allowed).toBe(true);
  });

  it('the root and unknown paths are closed', () => {
    expect(db.as(admin).read('/').allowed).toBe(false);
    expect(db.as(admin).read('/secretos').allowed).toBe(false);
  });
});

describe('client writes are denied everywhere, to every role', () => {
  const attempts: [string, unknown][] = [
    ['/geo/municipios/1401/municipio', 'Otro'],
    ['/geo/meta/version', 4],
    ['/geo/estados/25', { estado: 'Nuevo', capital: 'X', iso_31662: 'VE-Q', id_estado: 25 }],
    ['/audit/-a2', { at: 1, uid: 'admin', accion: 'editar', tipo: 'estado', id: '01' }],
    ['/users/viewer/role', 'admin'],
    ['/users/admin', { role: 'admin' }],
    ['/otra', 1],
  ];
  for (const [path, value] of attempts) {
    it(`${path}`, () => {
      for (const who of [anon, viewer, editor, admin]) expect(db.as(who).write(path, value).allowed).toBe(false);
    });
  }

  it('including deletes and multi-path updates', () => {
    expect(db.as(admin).write('/geo', null).allowed).toBe(false);
    expect(db.as(admin).update('/', { 'geo/meta/version': 9, 'audit/-x': null }).allowed).toBe(false);
  });
});

describe('.validate on /geo (writes opened for the test)', () => {
  const open = database(withWritesAt(rules, 'geo'), data).as(admin);
  const estado = { estado: 'Nuevo', capital: 'Capital', iso_31662: 'VE-Q', id_estado: 25 };

  it('accepts well-formed records and the edits the functions make', () => {
    expect(open.write('/geo/estados/25', estado).allowed).toBe(true);
    expect(open.write('/geo/estados/25', { ...estado, ciudades: ['Una', 'Otra'] }).allowed).toBe(true);
    expect(open.write('/geo/municipios/1401/municipio', 'Alberto Adriani II').allowed).toBe(true);
    expect(open.write('/geo/municipios/0108', { municipio: 'M', capital: 'C', estadoId: '01' }).allowed).toBe(true);
    expect(open.write('/geo/parroquias/140199', { parroquia: 'P', municipioId: '1401', estadoId: '14' }).allowed).toBe(true);
    expect(open.write('/geo/parroquias/010101', null).allowed).toBe(true);
    const meta = { version: 4, updatedAt: 2000, estados: 24, municipios: 335, parroquias: 1139 };
    expect(open.update('/geo', { 'estados/25': estado, 'municipios/2501': { municipio: 'M', capital: 'C', estadoId: '25' }, meta }).allowed).toBe(true);
  });

  it('refuses bad names: empty, blank, too long, not text', () => {
    for (const bad of ['', '   ', 'x'.repeat(201), 7, true]) {
      expect(open.write('/geo/municipios/1401/municipio', bad).allowed).toBe(false);
      expect(open.write('/geo/estados/01/capital', bad).allowed).toBe(false);
      expect(open.write('/geo/parroquias/010101/parroquia', bad).allowed).toBe(false);
    }
    expect(open.write('/geo/estados/01/ciudades/0', '').allowed).toBe(false);
    expect(open.write('/geo/estados/01/ciudades/x', 'Ciudad').allowed).toBe(false);
  });

  it('refuses malformed ids, ISO codes and id_estado', () => {
    expect(open.write('/geo/estados/2', { ...estado, id_estado: 2 }).allowed).toBe(false);
    expect(open.write('/geo/municipios/011', { municipio: 'M', capital: 'C', estadoId: '01' }).allowed).toBe(false);
    expect(open.write('/geo/parroquias/01010', { parroquia: 'P', municipioId: '0101', estadoId: '01' }).allowed).toBe(false);
    for (const iso of ['VE-', 'VE-AA', 've-a', 'CO-A', 5]) {
      expect(open.write('/geo/estados/25', { ...estado, iso_31662: iso }).allowed).toBe(false);
    }
    for (const id_estado of [0, 100, '25']) expect(open.write('/geo/estados/25', { ...estado, id_estado }).allowed).toBe(false);
  });

  it('refuses references to missing parents or to the wrong parent', () => {
    expect(open.write('/geo/municipios/2601', { municipio: 'M', capital: 'C', estadoId: '26' }).allowed).toBe(false);
    expect(open.write('/geo/municipios/0109', { municipio: 'M', capital: 'C', estadoId: '02' }).allowed).toBe(false);
    expect(open.write('/geo/parroquias/019901', { parroquia: 'P', municipioId: '0199', estadoId: '01' }).allowed).toBe(false);
    expect(open.write('/geo/parroquias/010199', { parroquia: 'P', municipioId: '0101', estadoId: '02' }).allowed).toBe(false);
    expect(open.write('/geo/parroquias/010199', { parroquia: 'P', municipioId: '0201', estadoId: '01' }).allowed).toBe(false);
  });

  it('refuses missing and unknown fields', () => {
    expect(open.write('/geo/municipios/0108', { municipio: 'M', capital: 'C' }).allowed).toBe(false);
    expect(open.write('/geo/municipios/0108', { municipio: 'M', capital: 'C', estadoId: '01', extra: 1 }).allowed).toBe(false);
    expect(open.write('/geo/estados/25', { ...estado, extra: 1 }).allowed).toBe(false);
    expect(open.write('/geo/parroquias/010101/extra', 'x').allowed).toBe(false);
    expect(open.write('/geo/otra', { a: 1 }).allowed).toBe(false);
    expect(open.write('/geo/otra/x', 1).allowed).toBe(false);
  });

  it('guards meta: every field, numbers, no unknown ones, no future timestamps', () => {
    expect(open.write('/geo/meta/version', -1).allowed).toBe(false);
    expect(open.write('/geo/meta/version', '4').allowed).toBe(false);
    expect(open.write('/geo/meta/updatedAt', Date.now() + 3_600_000).allowed).toBe(false);
    expect(open.write('/geo/meta/otro', 1).allowed).toBe(false);
    expect(open.write('/geo/meta', { version: 4 }).allowed).toBe(false);
    expect(open.write('/geo/meta/estados', 25).allowed).toBe(true);
  });
});

describe('.validate on /audit and /users (writes opened for the test)', () => {
  const audit = database(withWritesAt(rules, 'audit'), data).as(admin);
  const users = database(withWritesAt(rules, 'users'), data).as(admin);
  const entry = { at: 2000, uid: 'ed', email: 'e@x.ve', accion: 'borrar', tipo: 'parroquia', id: '010101', version: 4, cascada: true };

  it('accepts well-formed entries, role changes included', () => {
    expect(audit.write('/audit/-a2', { ...entry, antes: { parroquias: { '010101': geo.parroquias['010101'] } } }).allowed).toBe(true);
    const rol = { at: 2000, uid: 'admin', accion: 'rol', tipo: 'usuario', id: 'u1', antes: { role: 'viewer' }, despues: { role: 'editor' } };
    expect(audit.write('/audit/-a3', rol).allowed).toBe(true);
  });

  it('refuses bad or unknown fields, and missing ones', () => {
    expect(audit.write('/audit/-a2', { ...entry, accion: 'renombrar' }).allowed).toBe(false);
    expect(audit.write('/audit/-a2', { ...entry, tipo: 'pais' }).allowed).toBe(false);
    expect(audit.write('/audit/-a2', { ...entry, at: 'ayer' }).allowed).toBe(false);
    expect(audit.write('/audit/-a2', { ...entry, cascada: 'si' }).allowed).toBe(false);
    expect(audit.write('/audit/-a2', { ...entry, extra: 1 }).allowed).toBe(false);
    expect(audit.write('/audit/-a2', { ...entry, antes: { otros: 1 } }).allowed).toBe(false);
    const { uid: _uid, ...withoutUid } = entry;
    expect(audit.write('/audit/-a2', withoutUid).allowed).toBe(false);
  });

  it('users: a known role, an email, nothing else', () => {
    expect(users.write('/users/u1', { email: 'u@x.ve', role: 'editor' }).allowed).toBe(true);
    expect(users.write('/users/u1', { role: 'viewer' }).allowed).toBe(true);
    expect(users.write('/users/u1', { email: 'u@x.ve', role: 'root' }).allowed).toBe(false);
    expect(users.write('/users/u1', { email: 'u@x.ve' }).allowed).toBe(false);
    expect(users.write('/users/u1', { role: 'viewer', extra: 1 }).allowed).toBe(false);
  });
});
