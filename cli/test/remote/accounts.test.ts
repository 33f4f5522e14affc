import { createUser, readDatabase, resetEmulators, type TestUser } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, newHome, vegeo, type Result } from './bin.js';
import { signInWithLink } from './emailLink.js';

const PASSWORD = 'secreto123';
const lines = (text: string) => text.split('\n').filter(Boolean);
const json = <T>(result: Result): T => {
  expect(result.code, result.err).toBe(0);
  return JSON.parse(result.out) as T;
};

interface Listed {
  uid: string;
  email: string;
  role: string;
  desactivado: boolean;
}
interface Audited {
  uid: string;
  accion: string;
  tipo: string;
  id: string;
  antes?: { role: string };
  despues?: { role: string; disabled?: boolean };
}

/** Whether `email` can sign in with `password` (exit code and error of `vegeo login`). */
function login(email: string, password = PASSWORD): Result {
  return vegeo(['login', email, '--password-stdin'], { home: newHome(), input: password });
}

const auditOf = async (): Promise<Audited[]> => Object.values(((await readDatabase('/audit')) ?? {}) as Record<string, Audited>);

let lectora: TestUser;
let editora: TestUser;
const jefa = { email: 'jefa@vegeo.test', password: 'clave-de-jefa' };
let adminHome: string;

beforeAll(async () => {
  await resetEmulators();
  lectora = await createUser({ email: 'lectora@vegeo.test', role: 'viewer' });
  editora = await createUser({ email: 'editora@vegeo.test', role: 'editor' });
});

// One story, in order: sign-up, the first admin, then everything an admin does, each refused to others.
describe('accounts through the CLI', () => {
  it('registrarse creates a viewer account and signs in; refuses a taken e-mail, a weak or missing password', () => {
    const home = newHome();
    const made = vegeo(['registrarse', 'nuevo@vegeo.test', '--password-stdin'], { home, input: `${PASSWORD}\n` });
    expect(made).toEqual({
      code: 0,
      out: 'Cuenta creada y sesión iniciada como nuevo@vegeo.test (rol lector; emuladores, proyecto demo-vegeo).\n',
      err: '',
    });
    expect(json<{ email: string; rol: string }>(vegeo(['whoami', '--json'], { home }))).toMatchObject({ email: 'nuevo@vegeo.test', rol: 'viewer' });
    expect(login('nuevo@vegeo.test').code).toBe(0);

    const taken = vegeo(['registrarse', 'nuevo@vegeo.test', '--password-stdin'], { home: newHome(), input: 'otra-clave' });
    expect(taken).toEqual({ code: 1, out: '', err: 'error: Ya existe una cuenta con ese correo; inicie sesión con «vegeo login».\n' });
    const weak = vegeo(['registrarse', 'debil@vegeo.test', '--password-stdin'], { home: newHome(), input: '123' });
    expect(weak).toEqual({ code: 2, out: '', err: 'error: La contraseña es demasiado débil: use al menos 6 caracteres.\n' });
    const noPassword = vegeo(['registrarse', 'sin@vegeo.test'], { home: newHome() });
    expect(noPassword).toEqual({ code: 2, out: '', err: 'error: Falta la contraseña: escríbala en una terminal o use --password-stdin.\n' });
    expect(login('debil@vegeo.test', '123').code).toBe(3);
  });

  it('makes the first admin with --admin-sdk, creating the account, audited as the callables audit', async () => {
    const before = ((await readDatabase('/usersMeta/version')) as number | null) ?? 0;
    const noPassword = vegeo(['usuarios', 'rol', jefa.email, 'administrador', '--admin-sdk'], { home: newHome() });
    expect(noPassword.code).toBe(2);
    expect(noPassword.err).toBe(
      `error: No existe la cuenta «${jefa.email}»; para crearla, escriba su contraseña en una terminal o use --password-stdin.\n`,
    );

    const made = vegeo(['usuarios', 'rol', jefa.email, 'administrador', '--admin-sdk', '--password-stdin'], { home: newHome(), input: jefa.password });
    expect(made).toEqual({ code: 0, out: `Cuenta ${jefa.email} creada: administrador (inicie sesión con «vegeo login ${jefa.email}»).\n`, err: '' });
    adminHome = loggedIn(jefa);
    const me = json<{ uid: string; rol: string }>(vegeo(['whoami', '--json'], { home: adminHome }));
    expect(me.rol).toBe('admin');
    expect(await readDatabase(`/users/${me.uid}`)).toEqual({ email: jefa.email, role: 'admin' });
    expect(await readDatabase('/usersMeta/version')).toBe(before + 1);
    const entry = (await auditOf()).find((audited) => audited.id === me.uid);
    expect(entry).toMatchObject({ uid: 'admin-sdk', accion: 'rol', tipo: 'usuario', despues: { email: jefa.email, role: 'admin' } });
    expect(entry?.antes).toBeUndefined();

    // An existing account: its role changes, audited with what it was before; the same role again changes nothing.
    const promoted = vegeo(['usuarios', 'rol', lectora.uid, 'editor', '--admin-sdk', '--json'], { home: newHome() });
    expect(json(promoted)).toEqual({ uid: lectora.uid, email: lectora.email, role: 'editor' });
    const again = vegeo(['usuarios', 'rol', lectora.uid, 'editor', '--admin-sdk'], { home: newHome() });
    expect(again.code).toBe(0);
    const changes = (await auditOf()).filter((audited) => audited.id === lectora.uid);
    expect(changes).toEqual([expect.objectContaining({ uid: 'admin-sdk', accion: 'rol', antes: expect.objectContaining({ role: 'viewer' }), despues: expect.objectContaining({ role: 'editor' }) })]);
    expect(json(vegeo(['usuarios', 'rol', lectora.uid, 'lector', '--admin-sdk', '--json'], { home: newHome() }))).toMatchObject({ role: 'viewer' });
    expect(await readDatabase('/usersMeta/version')).toBe(before + 3);
  });

  it('refuses, with admin credentials too, to leave the project without an active admin', async () => {
    const version = await readDatabase('/usersMeta/version');
    const demote = vegeo(['usuarios', 'rol', jefa.email, 'lector', '--admin-sdk'], { home: newHome() });
    expect(demote.code).toBe(1);
    expect(lines(demote.err)).toEqual([expect.stringMatching(/^error: Rechazado: Es el último administrador activo: /)]);
    expect(await readDatabase('/usersMeta/version')).toBe(version);
    const unknownUid = vegeo(['usuarios', 'rol', 'no-existe', 'editor', '--admin-sdk'], { home: newHome() });
    expect(unknownUid).toEqual({ code: 1, out: '', err: 'error: No existe la cuenta «no-existe».\n' });
  });

  it('usuarios listar: a table, --json, --rol; admins only', () => {
    const table = vegeo(['usuarios', 'listar'], { home: adminHome });
    expect(table.code, table.err).toBe(0);
    const rows = lines(table.out).map((row) => row.split('\t'));
    expect(rows.map((row) => row[0]).sort()).toEqual([editora.email, jefa.email, lectora.email, 'nuevo@vegeo.test'].sort());
    expect(rows.find((row) => row[0] === jefa.email)?.slice(2, 4)).toEqual(['administrador', 'contraseña']);
    expect(rows.find((row) => row[0] === editora.email)?.[6]).toBe('activa');
    const listed = json<Listed[]>(vegeo(['usuarios', 'listar', '--json'], { home: adminHome }));
    expect(listed.find((usuario) => usuario.email === editora.email)).toMatchObject({ uid: editora.uid, role: 'editor', desactivado: false });
    const editors = json<Listed[]>(vegeo(['usuarios', 'listar', '--rol', 'editor', '--json'], { home: adminHome }));
    expect(editors.map((usuario) => usuario.email)).toEqual([editora.email]);

    const denied = vegeo(['usuarios', 'listar'], { home: loggedIn(editora) });
    expect(denied).toEqual({ code: 1, out: '', err: 'error: Permiso denegado: Esta operación requiere el rol administrador.\n' });
  });

  it('usuarios crear: an account with a password and its role; refused to a non-admin without leaving the account', () => {
    const made = vegeo(['usuarios', 'crear', 'luis@vegeo.test', '--rol', 'editor', '--nombre', 'Luis', '--password-stdin'], { home: adminHome, input: PASSWORD });
    expect(made).toEqual({ code: 0, out: 'Cuenta luis@vegeo.test creada, con el rol editor.\n', err: '' });
    const home = loggedIn({ email: 'luis@vegeo.test', password: PASSWORD });
    expect(json<{ rol: string }>(vegeo(['whoami', '--json'], { home })).rol).toBe('editor');
    const listed = json<(Listed & { nombre: string })[]>(vegeo(['usuarios', 'listar', '--json'], { home: adminHome }));
    expect(listed.find((usuario) => usuario.email === 'luis@vegeo.test')).toMatchObject({ nombre: 'Luis', role: 'editor' });
    // The service searches the name it copied from Auth, and counts only what matches.
    const found = json<Listed[]>(vegeo(['usuarios', 'listar', '--buscar', 'LUIS', '--json'], { home: adminHome }));
    expect(found.map((usuario) => usuario.email)).toEqual(['luis@vegeo.test']);
    expect(json<Listed[]>(vegeo(['usuarios', 'listar', '--buscar', 'luis', '--rol', 'lector', '--json'], { home: adminHome }))).toEqual([]);

    const denied = vegeo(['usuarios', 'crear', 'colado@vegeo.test', '--password-stdin'], { home: loggedIn(editora), input: PASSWORD });
    expect(denied).toEqual({ code: 1, out: '', err: 'error: Permiso denegado: Esta operación requiere el rol administrador.\n' });
    expect(login('colado@vegeo.test').code).toBe(3);
  });

  it('usuarios invitar: the account with its role, and a sign-in link that lets the person in with it', async () => {
    const invited = vegeo(['usuarios', 'invitar', 'eva@vegeo.test', '--rol', 'editor'], { home: adminHome });
    expect(invited.code, invited.err).toBe(0);
    const [said, linkLine] = lines(invited.out);
    expect(said).toBe('Invitación enviada a eva@vegeo.test (rol editor): el enlace del correo abre http://127.0.0.1:5173/ y le hace entrar.');
    const link = linkLine?.replace(/^Enlace \(los emuladores no envían correos\): /, '') ?? '';
    expect(new URL(link).searchParams.get('mode')).toBe('signIn');
    expect(await signInWithLink('eva@vegeo.test', link)).toMatchObject({ email: 'eva@vegeo.test', role: 'editor' });

    const asJson = json<{ uid: string; usuario: Listed; enlace: string }>(
      vegeo(['usuarios', 'invitar', 'pia@vegeo.test', '--url', 'https://geo.ejemplo.com/entrar', '--json'], { home: adminHome }),
    );
    expect(asJson.usuario).toMatchObject({ email: 'pia@vegeo.test', role: 'viewer' });
    expect(new URL(asJson.enlace).searchParams.get('continueUrl')).toBe('https://geo.ejemplo.com/entrar');

    const twice = vegeo(['usuarios', 'invitar', 'eva@vegeo.test'], { home: adminHome });
    expect(twice).toEqual({ code: 1, out: '', err: 'error: Ya existe: Ya existe una cuenta con el correo eva@vegeo.test.\n' });
    const denied = vegeo(['usuarios', 'invitar', 'otro@vegeo.test'], { home: loggedIn(editora) });
    expect(denied.code).toBe(1);
    expect(denied.err).toBe('error: Permiso denegado: Esta operación requiere el rol administrador.\n');
    expect(vegeo(['usuarios', 'invitar', 'no-es-correo'], { home: adminHome })).toEqual({ code: 2, out: '', err: 'error: «no-es-correo» no es un correo.\n' });
  });

  it('usuarios rol through setRole: admins only, audited with the admin’s name', async () => {
    const changed = vegeo(['usuarios', 'rol', 'luis@vegeo.test', 'lector'], { home: adminHome });
    expect(changed).toEqual({ code: 0, out: 'luis@vegeo.test: lector (verá el rol nuevo al renovar su sesión: «vegeo login»).\n', err: '' });
    const denied = vegeo(['usuarios', 'rol', lectora.email, 'administrador'], { home: loggedIn(editora) });
    expect(denied.code).toBe(1);
    expect(denied.err).toMatch(/^error: Permiso denegado: /);
    const audited = json<{ accion: string; email: string; tipo: string }[]>(vegeo(['auditoria', '--json'], { home: adminHome }));
    expect(audited[0]).toMatchObject({ accion: 'rol', tipo: 'usuario', email: jefa.email });
  });

  it('usuarios desactivar and activar: sign-in refused, then allowed; admins only', () => {
    const off = vegeo(['usuarios', 'desactivar', 'luis@vegeo.test'], { home: adminHome });
    expect(off).toEqual({ code: 0, out: 'Cuenta luis@vegeo.test desactivada: no puede entrar y sus sesiones se cerraron.\n', err: '' });
    expect(login('luis@vegeo.test')).toMatchObject({ code: 3, err: 'error: La cuenta está deshabilitada.\n' });
    const listed = json<Listed[]>(vegeo(['usuarios', 'listar', '--json'], { home: adminHome }));
    expect(listed.find((usuario) => usuario.email === 'luis@vegeo.test')?.desactivado).toBe(true);
    const denied = vegeo(['usuarios', 'activar', 'luis@vegeo.test'], { home: loggedIn(editora) });
    expect(denied.code).toBe(1);
    const on = vegeo(['usuarios', 'activar', 'luis@vegeo.test'], { home: adminHome });
    expect(on).toEqual({ code: 0, out: 'Cuenta luis@vegeo.test activada: puede volver a entrar.\n', err: '' });
    expect(login('luis@vegeo.test').code).toBe(0);
    expect(vegeo(['usuarios', 'desactivar', 'nadie@vegeo.test'], { home: adminHome })).toEqual({ code: 1, out: '', err: 'error: No existe la cuenta «nadie@vegeo.test».\n' });
  });

  it('the last active admin cannot demote, disable or delete themself', () => {
    for (const args of [
      ['usuarios', 'rol', jefa.email, 'lector'],
      ['usuarios', 'desactivar', jefa.email],
      ['usuarios', 'borrar', jefa.email, '--si'],
    ]) {
      const refused = vegeo(args, { home: adminHome });
      expect(refused.code, args.join(' ')).toBe(1);
      expect(lines(refused.err), args.join(' ')).toEqual([expect.stringMatching(/^error: Rechazado: Es el último administrador activo: nombre antes a otro administrador/)]);
    }
    expect(login(jefa.email, jefa.password).code).toBe(0);
  });

  it('usuarios borrar: confirmed, the account gone and its audit entries kept; admins only', async () => {
    const unconfirmed = vegeo(['usuarios', 'borrar', 'luis@vegeo.test'], { home: adminHome });
    expect(unconfirmed).toEqual({ code: 2, out: '', err: 'error: Sin terminal no se puede confirmar: añada --si.\n' });
    const denied = vegeo(['usuarios', 'borrar', 'luis@vegeo.test', '--si'], { home: loggedIn(editora) });
    expect(denied.code).toBe(1);
    const luis = json<Listed[]>(vegeo(['usuarios', 'listar', '--json'], { home: adminHome })).find((usuario) => usuario.email === 'luis@vegeo.test')!;
    const gone = vegeo(['usuarios', 'borrar', 'luis@vegeo.test', '--si'], { home: adminHome });
    expect(gone).toEqual({ code: 0, out: 'Cuenta luis@vegeo.test borrada (sus entradas de la auditoría se conservan).\n', err: '' });
    expect(login('luis@vegeo.test').code).toBe(3);
    expect(await readDatabase(`/users/${luis.uid}`)).toBeNull();
    const entries = (await auditOf()).filter((audited) => audited.id === luis.uid).map((audited) => audited.accion);
    expect(entries).toEqual(expect.arrayContaining(['rol', 'desactivar', 'activar', 'borrar']));
  });
});
