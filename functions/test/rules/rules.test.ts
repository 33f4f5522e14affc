import { pais, toFlat } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { database, projectRules } from '../support/targaryen.js';

const geo = toFlat(pais, { version: 3, updatedAt: 1000 });
const data = {
  geo,
  audit: { '-a1': { at: 1000, uid: 'ed', accion: 'editar', tipo: 'municipio', id: '1401', version: 3 } },
  users: {
    viewer: { email: 'v@x.ve', role: 'viewer' },
    editor: { email: 'e@x.ve', role: 'editor' },
    admin: { email: 'a@x.ve', role: 'admin' },
    demoted: { email: 'd@x.ve', role: 'editor' },
    off: { email: 'o@x.ve', role: 'admin', disabled: true },
  },
};
const anon = null;
const viewer = { uid: 'viewer', token: { email: 'v@x.ve' } };
const editor = { uid: 'editor', token: { role: 'editor' } };
const admin = { uid: 'admin', token: { role: 'admin' } };
// Their tokens still say admin; /users says otherwise.
const demoted = { uid: 'demoted', token: { role: 'admin' } };
const off = { uid: 'off', token: { role: 'admin' } };
const service = { uid: 'vegeo-functions' };
const rules = projectRules();
const db = database(rules, data);
const svc = db.as(service);
const meta = (version: number) => ({ version, updatedAt: 2000, estados: 24, municipios: 335, parroquias: 1139 });
const entry = (uid: string, version?: number) => ({ at: 2000, uid, accion: 'editar', tipo: 'municipio', id: '1401', ...(version ? { version } : {}) });

describe('reads', () => {
  it('/geo needs a signed-in user whom /users holds and does not mark disabled', () => {
    expect(db.as(anon).read('/geo').allowed).toBe(false);
    expect(db.as(anon).read('/geo/municipios/1401').allowed).toBe(false);
    for (const who of [viewer, editor, admin, demoted, service]) expect(db.as(who).read('/geo').allowed).toBe(true);
    expect(db.as(off).read('/geo').allowed).toBe(false);
  });

  it('an account /users does not hold (deleted, or not let in yet) reads what a signed-out user reads: nothing', () => {
    // A deleted account's ID token stays valid for up to an hour; its entry is gone at once.
    const gone = { uid: 'borrada', token: { role: 'editor', email: 'b@x.ve' } };
    for (const who of [gone, { uid: 'nuevo', token: {} }]) {
      for (const path of ['/geo', '/geo/meta', '/geo/municipios/1401', '/audit', '/users', '/usersMeta']) {
        expect(db.as(who).read(path).allowed).toBe(db.as(anon).read(path).allowed);
      }
    }
  });

  // A listener lives on as long as its token, whatever /users says later: admins read these
  // through the callables (auditoria, usuarios), which ask who the caller is at each call.
  it('/audit and /users are read by the functions only, admins included', () => {
    for (const path of ['/audit', '/audit/-a1', '/users', '/users/viewer', '/usersMeta']) {
      expect(db.as(service).read(path).allowed).toBe(true);
      for (const who of [anon, editor, admin, demoted, off]) expect(db.as(who).read(path).allowed).toBe(false);
    }
    expect(db.as(viewer).read('/audit').allowed).toBe(false);
  });

  it('/users/{uid} is for that user', () => {
    expect(db.as(viewer).read('/users/viewer').allowed).toBe(true);
    expect(db.as(admin).read('/users/admin').allowed).toBe(true);
    expect(db.as(viewer).read('/users/editor').allowed).toBe(false);
    expect(db.as(anon).read('/users/viewer').allowed).toBe(false);
  });

  it('the root and unknown paths are closed', () => {
    expect(db.as(admin).read('/').allowed).toBe(false);
    expect(db.as(admin).read('/secretos').allowed).toBe(false);
  });
});

describe('/claves: keys only the service reads, each written once', () => {
  const key = 'k'.repeat(43);
  it('the service writes a key where there is none, and reads it; nobody else does either', () => {
    expect(svc.write('/claves/paginas', key).allowed).toBe(true);
    expect(svc.read('/claves/paginas').allowed).toBe(true);
    expect(svc.write('/claves/paginas', 'corta').allowed).toBe(false);
    const kept = database(rules, { ...data, claves: { paginas: key } }).as(service);
    expect(kept.write('/claves/paginas', 'x'.repeat(43)).allowed).toBe(false);
    expect(kept.write('/claves/paginas', null).allowed).toBe(false);
    for (const who of [anon, viewer, editor, admin]) {
      expect(db.as(who).read('/claves').allowed).toBe(false);
      expect(db.as(who).read('/claves/paginas').allowed).toBe(false);
      expect(db.as(who).write('/claves/paginas', key).allowed).toBe(false);
    }
  });
});

describe('writes: only the functions, and only whole changes', () => {
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
    it(`no client writes ${path}`, () => {
      for (const who of [anon, viewer, editor, admin, demoted]) expect(db.as(who).write(path, value).allowed).toBe(false);
    });
  }

  it('a change under /geo must move the version from the one it holds to the next, in the same write', () => {
    expect(svc.update('/', { 'geo/municipios/1401/municipio': 'Otro', 'geo/meta': meta(4) }).allowed).toBe(true);
    expect(svc.update('/', { 'geo/municipios/1401/municipio': 'Otro', 'geo/meta/version': 4 }).allowed).toBe(true);
    // Planned over version 2 or 3 while the database holds 3: only the one over 3 lands.
    expect(svc.update('/', { 'geo/municipios/1401/municipio': 'Otro', 'geo/meta': meta(3) }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/municipios/1401/municipio': 'Otro', 'geo/meta': meta(5) }).allowed).toBe(false);
    expect(svc.write('/geo/municipios/1401/municipio', 'Otro').allowed).toBe(false);
    expect(svc.update('/', { 'geo/parroquias/010101': null, 'geo/meta/updatedAt': 2000 }).allowed).toBe(false);
    expect(svc.write('/geo', null).allowed).toBe(false);
  });

  it('a record written carries the version its change makes', () => {
    const m = { municipio: 'M', capital: 'C', estadoId: '01' };
    expect(svc.update('/', { 'geo/municipios/0108': { ...m, version: 4 }, 'geo/meta': meta(4) }).allowed).toBe(true);
    expect(svc.update('/', { 'geo/municipios/0108': { ...m, version: 3 }, 'geo/meta': meta(4) }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/municipios/0108': { ...m, version: '4' }, 'geo/meta': meta(4) }).allowed).toBe(false);
  });

  it('id sequences only move up, past 99 too', () => {
    const withSeq = database(rules, { ...data, geo: { ...geo, secuencias: { '0101': 9 } } }).as(service);
    expect(withSeq.update('/', { 'geo/secuencias/0101': 10, 'geo/meta/version': 4 }).allowed).toBe(true);
    expect(withSeq.update('/', { 'geo/secuencias/0101': 8, 'geo/meta/version': 4 }).allowed).toBe(false);
    expect(withSeq.update('/', { 'geo/secuencias/0101': null, 'geo/meta/version': 4 }).allowed).toBe(true);
    expect(withSeq.update('/', { 'geo/secuencias/pais': 25, 'geo/meta/version': 4 }).allowed).toBe(true);
    expect(withSeq.update('/', { 'geo/secuencias/pais': 100, 'geo/meta/version': 4 }).allowed).toBe(true);
    expect(withSeq.update('/', { 'geo/secuencias/010003100': 100_000, 'geo/meta/version': 4 }).allowed).toBe(true);
    expect(withSeq.update('/', { 'geo/secuencias/x1': 1, 'geo/meta/version': 4 }).allowed).toBe(false);
    expect(withSeq.update('/', { 'geo/secuencias/0100031': 1, 'geo/meta/version': 4 }).allowed).toBe(false);
  });

  it('an audit entry is new, made by a user whom /users allows the change, with the version its change makes', () => {
    const change = (uid: string, extra: Record<string, unknown> = {}) => ({
      'geo/municipios/1401/municipio': 'Otro',
      'geo/meta': meta(4),
      'audit/-a2': { ...entry(uid, 4), ...extra },
    });
    expect(svc.update('/', change('editor')).allowed).toBe(true);
    expect(svc.update('/', change('admin', { nota: 'Gaceta Oficial' })).allowed).toBe(true);
    for (const uid of ['viewer', 'off', 'nadie']) expect(svc.update('/', change(uid)).allowed).toBe(false);
    expect(svc.update('/', { ...change('editor'), 'audit/-a2': entry('editor', 3) }).allowed).toBe(false);
    expect(svc.update('/', { ...change('editor'), 'audit/-a1': entry('editor', 4) }).allowed).toBe(false);
    expect(svc.write('/audit/-a2', entry('editor', 3)).allowed).toBe(false);
    expect(svc.write('/audit/-a1', null).allowed).toBe(false);
  });

  it('an account change is audited as made by an admin as /users holds them; deleting oneself, by anyone', () => {
    const audit = (uid: string, accion: string, id = 'viewer') => ({ at: 2000, uid, accion, tipo: 'usuario', id, antes: { email: 'v@x.ve', role: 'viewer' } });
    const change = (uid: string, accion: string, user: unknown, id = 'viewer') =>
      svc.update('/', { [`users/${id}`]: user, 'usersMeta/version': 1, 'audit/-a2': audit(uid, accion, id) }).allowed;
    for (const accion of ['rol', 'invitar', 'desactivar', 'activar']) {
      expect(change('admin', accion, { email: 'v@x.ve', role: 'editor' })).toBe(true);
      for (const uid of ['editor', 'demoted', 'off']) expect(change(uid, accion, { email: 'v@x.ve', role: 'editor' })).toBe(false);
    }
    expect(change('admin', 'borrar', null)).toBe(true);
    expect(change('viewer', 'borrar', null)).toBe(true);
    expect(change('editor', 'borrar', null)).toBe(false);
  });

  it('a role change made with admin credentials (the first admin has no admin to make it) is audited as admin-sdk, in the same write', () => {
    const audit = (accion: string) => ({ at: 2000, uid: 'admin-sdk', accion, tipo: 'usuario', id: 'viewer', antes: { email: 'v@x.ve', role: 'viewer' } });
    const user = { email: 'v@x.ve', role: 'admin' };
    expect(svc.update('/', { 'users/viewer': user, 'usersMeta/version': 1, 'audit/-a2': audit('rol') }).allowed).toBe(true);
    for (const accion of ['invitar', 'desactivar', 'activar', 'borrar']) {
      expect(svc.update('/', { 'users/viewer': user, 'usersMeta/version': 1, 'audit/-a2': audit(accion) }).allowed, accion).toBe(false);
    }
    expect(db.as(admin).update('/', { 'users/viewer': user, 'usersMeta/version': 1, 'audit/-a2': audit('rol') }).allowed).toBe(false);
  });

  it('a change to /users moves usersMeta/version by one, in the same write', () => {
    const user = { email: 'v@x.ve', role: 'editor' };
    expect(svc.update('/', { 'users/viewer': user, 'usersMeta/version': 1 }).allowed).toBe(true);
    expect(svc.write('/users/viewer', user).allowed).toBe(false);
    expect(svc.update('/', { 'users/viewer': user, 'usersMeta/version': 2 }).allowed).toBe(false);
    const later = database(rules, { ...data, usersMeta: { version: 5 } }).as(service);
    expect(later.update('/', { 'users/viewer': null, 'usersMeta/version': 6 }).allowed).toBe(true);
    expect(later.update('/', { 'users/viewer': null, 'usersMeta/version': 5 }).allowed).toBe(false);
  });

  it('a restore is made by an admin', () => {
    const restore = (uid: string) =>
      svc.update('/', { 'geo/municipios/1401/municipio': 'Otro', 'geo/meta': meta(4), 'audit/-a2': { ...entry(uid, 4), accion: 'restaurar', restaura: '-a1' } }).allowed;
    expect(restore('admin')).toBe(true);
    expect(restore('editor')).toBe(false);
  });
});

describe('.validate on /geo', () => {
  const estado = { estado: 'Nuevo', capital: 'Capital', iso_31662: 'VE-Q', id_estado: 25 };
  const commit = (path: string, value: unknown) => svc.update('/', { [path.slice(1)]: value, 'geo/meta/version': 4 }).allowed;

  it('accepts well-formed records and the edits the functions make', () => {
    expect(commit('/geo/estados/25', estado)).toBe(true);
    expect(commit('/geo/estados/25', { ...estado, ciudades: ['Una', 'Otra'] })).toBe(true);
    expect(commit('/geo/municipios/1401/municipio', 'Alberto Adriani II')).toBe(true);
    expect(commit('/geo/parroquias/140199', { parroquia: 'P', municipioId: '1401', estadoId: '14' })).toBe(true);
    expect(commit('/geo/parroquias/010101', null)).toBe(true);
    expect(svc.update('/geo', { 'estados/25': estado, 'municipios/2501': { municipio: 'M', capital: 'C', estadoId: '25' }, meta: meta(4) }).allowed).toBe(true);
  });

  it('accepts the ine edition\'s fields: an INE code of its level\'s digits, a former name', () => {
    expect(commit('/geo/estados/25', { ...estado, codigo_ine: '26', nombre_anterior: 'Viejo' })).toBe(true);
    expect(commit('/geo/municipios/1401/codigo_ine', '1401')).toBe(true);
    expect(commit('/geo/parroquias/010101', { parroquia: 'P', municipioId: '0101', estadoId: '01', codigo_ine: '020101' })).toBe(true);
    for (const [path, bad] of [['estados/01', '1'], ['estados/01', 'VE01'], ['municipios/0101', '02011'], ['parroquias/010101', 20101]] as const) {
      expect(commit(`/geo/${path}/codigo_ine`, bad), `${path} ${bad}`).toBe(false);
    }
    expect(commit('/geo/parroquias/010101/nombre_anterior', ' ')).toBe(false);
  });

  it('refuses bad names: empty, blank, too long, not text', () => {
    for (const bad of ['', '   ', 'x'.repeat(201), 7, true]) {
      expect(commit('/geo/municipios/1401/municipio', bad)).toBe(false);
      expect(commit('/geo/estados/01/capital', bad)).toBe(false);
      expect(commit('/geo/parroquias/010101/parroquia', bad)).toBe(false);
    }
    expect(commit('/geo/estados/01/ciudades/0', '')).toBe(false);
    expect(commit('/geo/estados/01/ciudades/x', 'Ciudad')).toBe(false);
  });

  it('refuses malformed ids, ISO codes and id_estado', () => {
    expect(commit('/geo/estados/2', { ...estado, id_estado: 2 })).toBe(false);
    expect(commit('/geo/municipios/011', { municipio: 'M', capital: 'C', estadoId: '01' })).toBe(false);
    expect(commit('/geo/parroquias/01010', { parroquia: 'P', municipioId: '0101', estadoId: '01' })).toBe(false);
    for (const iso of ['VE-', 'VE-AA', 've-a', 'CO-A', 5]) expect(commit('/geo/estados/25', { ...estado, iso_31662: iso })).toBe(false);
    for (const id_estado of [0, '25']) expect(commit('/geo/estados/25', { ...estado, id_estado })).toBe(false);
  });

  it('takes ids issued past 99 under a parent, each read one way (@vegeo/data idSegment), their parents by them', () => {
    expect(commit('/geo/estados/0003100', { ...estado, id_estado: 100 })).toBe(true);
    expect(commit('/geo/municipios/010003100', { municipio: 'M', capital: 'C', estadoId: '01' })).toBe(true);
    expect(commit('/geo/parroquias/01010003100', { parroquia: 'P', municipioId: '0101', estadoId: '01' })).toBe(true);
    expect(commit('/geo/parroquias/0101000512345', { parroquia: 'P', municipioId: '0101', estadoId: '01' })).toBe(true);
    const under = database(rules, { ...data, geo: { ...geo, municipios: { ...geo.municipios, '010003100': { municipio: 'M', capital: 'C', estadoId: '01' } } } }).as(service);
    expect(under.update('/', { 'geo/parroquias/01000310001': { parroquia: 'P', municipioId: '010003100', estadoId: '01' }, 'geo/meta/version': 4 }).allowed).toBe(true);
    // Not written as ids are (a length that is not the segment's, a leading zero, 00 alone), or a parent that is not the id's.
    for (const id of ['0100031000', '0100030100', '010031', '0100', '01000210']) {
      expect(commit(`/geo/municipios/${id}`, { municipio: 'M', capital: 'C', estadoId: '01' }), id).toBe(false);
    }
    expect(commit('/geo/parroquias/01010003100', { parroquia: 'P', municipioId: '0101', estadoId: '0101' })).toBe(false);
    expect(commit('/geo/parroquias/01000310001', { parroquia: 'P', municipioId: '0100', estadoId: '01' })).toBe(false);
  });

  it('refuses references to missing parents or to the wrong parent', () => {
    expect(commit('/geo/municipios/2601', { municipio: 'M', capital: 'C', estadoId: '26' })).toBe(false);
    expect(commit('/geo/municipios/0109', { municipio: 'M', capital: 'C', estadoId: '02' })).toBe(false);
    expect(commit('/geo/parroquias/019901', { parroquia: 'P', municipioId: '0199', estadoId: '01' })).toBe(false);
    expect(commit('/geo/parroquias/010199', { parroquia: 'P', municipioId: '0101', estadoId: '02' })).toBe(false);
    expect(commit('/geo/parroquias/010199', { parroquia: 'P', municipioId: '0201', estadoId: '01' })).toBe(false);
  });

  it('refuses missing and unknown fields', () => {
    expect(commit('/geo/municipios/0108', { municipio: 'M', capital: 'C' })).toBe(false);
    expect(commit('/geo/municipios/0108', { municipio: 'M', capital: 'C', estadoId: '01', extra: 1 })).toBe(false);
    expect(commit('/geo/estados/25', { ...estado, extra: 1 })).toBe(false);
    expect(commit('/geo/parroquias/010101/extra', 'x')).toBe(false);
    expect(commit('/geo/otra', { a: 1 })).toBe(false);
  });

  it('guards meta: every field, numbers, no unknown ones, no future timestamps', () => {
    expect(svc.update('/', { 'geo/meta/version': 4, 'geo/meta/updatedAt': Date.now() + 3_600_000 }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/meta/version': 4, 'geo/meta/otro': 1 }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/meta': { version: 4 } }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/meta/version': '4' }).allowed).toBe(false);
    expect(svc.update('/', { 'geo/meta/version': 4, 'geo/meta/estados': 25 }).allowed).toBe(true);
  });
});

describe('.validate on /audit and /users', () => {
  const withVersion = (extra: Record<string, unknown>) =>
    svc.update('/', { 'geo/parroquias/010101': null, 'geo/meta/version': 4, 'audit/-a2': { ...entry('editor', 4), ...extra } }).allowed;

  it('accepts well-formed entries', () => {
    expect(withVersion({ accion: 'borrar', tipo: 'parroquia', id: '010101', cascada: true, antes: { parroquias: { '010101': geo.parroquias['010101'] } } })).toBe(true);
  });

  it('refuses bad or unknown fields, and missing ones', () => {
    for (const bad of [
      { accion: 'renombrar' },
      { tipo: 'pais' },
      { at: 'ayer' },
      { cascada: 'si' },
      { extra: 1 },
      { antes: { otros: 1 } },
      { nota: '' },
      { nota: 'x'.repeat(501) },
      { restaura: 'a/b' },
    ]) {
      expect(withVersion(bad)).toBe(false);
    }
    expect(withVersion({ uid: null })).toBe(false);
  });

  it('users: a known role, an email, a disabled flag, what mirrors Auth, nothing else', () => {
    const user = (value: unknown) => svc.update('/', { 'users/u1': value, 'usersMeta/version': 1 }).allowed;
    expect(user({ email: 'u@x.ve', role: 'editor' })).toBe(true);
    expect(user({ role: 'viewer', disabled: true })).toBe(true);
    expect(user({ email: 'u@x.ve', role: 'root' })).toBe(false);
    expect(user({ email: 'u@x.ve' })).toBe(false);
    expect(user({ role: 'viewer', extra: 1 })).toBe(false);
    expect(user({ role: 'viewer', disabled: 'si' })).toBe(false);
    expect(user({ email: 'u@x.ve', role: 'viewer', nombre: 'Úrsula Díaz', telefono: '+584121234567', creado: 1, ultimoAcceso: 2 })).toBe(true);
    expect(user({ role: 'viewer', nombre: 'x'.repeat(501) })).toBe(false);
    expect(user({ role: 'viewer', telefono: 584121234567 })).toBe(false);
    expect(user({ role: 'viewer', creado: 'ayer' })).toBe(false);
    expect(user({ role: 'viewer', ultimoAcceso: -1 })).toBe(false);
    // A mirror field alone, with the counter moved: how usuarios mends what it sees.
    expect(svc.update('/', { 'users/viewer/nombre': 'Vera', 'usersMeta/version': 1 }).allowed).toBe(true);
  });
});
