/* eslint-disable no-control-regex -- these tests look for the control characters a terminal acts on */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createUser, readDatabase, resetEmulators, updateDatabase, type TestUser } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, loggedIn, newHome, vegeo } from './bin.js';
import { onTerminal } from '../onTerminal.js';

const BIN = fileURLToPath(new URL('../../bin/vegeo.cjs', import.meta.url));

const DATASET = readFileSync(fileURLToPath(new URL('../../../data/venezuela.json', import.meta.url)), 'utf8');
const lines = (text: string) => text.split('\n').filter(Boolean);

let viewer: TestUser;
let editor: TestUser;
let boss: TestUser;
const admin = newHome();

beforeAll(async () => {
  await resetEmulators();
  viewer = await createUser({ email: 'lectora@vegeo.test', role: 'viewer' });
  editor = await createUser({ email: 'editor@vegeo.test', role: 'editor' });
  boss = await createUser({ email: 'jefa@vegeo.test', role: 'viewer' });
});

// One story, in order: seed, edit, audit, diff, reseed.
describe('records and the database through the CLI', () => {
  it('seeds /geo in one write, again as a no-op, and exports it byte for byte', () => {
    const seed = vegeo(['db', 'seed'], { home: admin });
    expect(seed.code, seed.err).toBe(0);
    expect(seed.out).toBe('Datos cargados en /geo (versión 1): 24 estados, 335 municipios, 1139 parroquias.\n');
    const again = vegeo(['db', 'seed'], { home: admin });
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^Los datos de \/geo ya son los incluidos; nada que hacer/);
    const exported = vegeo(['db', 'export'], { home: admin });
    expect(exported.code).toBe(0);
    expect(exported.out === DATASET).toBe(true);
    expect(vegeo(['db', 'diff'], { home: admin })).toEqual({ code: 0, out: 'Sin cambios respecto de los datos incluidos.\n', err: '' });
  });

  it('makes the first admin with --admin-sdk', () => {
    // The role by its Spanish name, shown so; --json keeps the stored value.
    const plain = vegeo(['usuarios', 'rol', boss.email, 'administrador', '--admin-sdk'], { home: admin });
    expect(plain).toEqual({ code: 0, out: `${boss.email}: administrador (verá el rol nuevo al renovar su sesión: «vegeo login»).\n`, err: '' });
    const result = vegeo(['usuarios', 'rol', boss.email, 'admin', '--admin-sdk', '--json'], { home: admin });
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toEqual({ uid: boss.uid, email: boss.email, role: 'admin' });
    const home = loggedIn(boss);
    expect(JSON.parse(vegeo(['whoami', '--json'], { home }).out).rol).toBe('admin');
  });

  it('refuses a viewer’s edit: permission error, one line, exit 1', () => {
    const home = loggedIn(viewer);
    const result = vegeo(['municipios', 'editar', 'Libertador', '--estado', 'Mérida', '--nombre', 'Otro'], { home });
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(lines(result.err)).toEqual(['error: Permiso denegado: Esta operación requiere el rol editor o administrador.']);
  });

  it('lets an editor rename a municipio, found --remote by its new name, audited once', () => {
    const home = loggedIn(editor);
    const edit = vegeo(['municipios', 'editar', 'Libertador', '--estado', 'Mérida', '--nombre', 'Libertador Bolivariano'], { home });
    expect(edit.code, edit.err).toBe(0);
    expect(edit.out).toMatch(/^Municipio 13\d\d «Libertador Bolivariano» editado \(versión 2\)\.\n$/);
    const found = vegeo(['municipio', 'Libertador Bolivariano', '--estado', 'Mérida', '--remote', '--json'], { home });
    expect(found.code, found.err).toBe(0);
    expect(JSON.parse(found.out)).toMatchObject({ municipio: 'Libertador Bolivariano', estado: 'Mérida' });
    expect(vegeo(['auditoria'], { home }).code).toBe(1);

    const bossHome = loggedIn(boss);
    const audit = vegeo(['auditoria', '--json'], { home: bossHome });
    expect(audit.code, audit.err).toBe(0);
    const entries = JSON.parse(audit.out) as { accion: string; tipo: string; email: string }[];
    const edits = entries.filter((entry) => entry.tipo === 'municipio');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ accion: 'editar', email: editor.email, version: 2 });
    const plain = vegeo(['auditoria', '--limite', '5'], { home: bossHome });
    expect(plain.out).toContain('editor@vegeo.test\teditar\tmunicipio\t');
  });

  it('shows the rename in db diff, and db seed refuses to overwrite it without --force', () => {
    const diff = vegeo(['db', 'diff'], { home: admin });
    // As `diff` does: 1 when there are differences.
    expect(diff.code).toBe(1);
    expect(vegeo(['db', 'diff', '--json'], { home: admin }).code).toBe(1);
    expect(lines(diff.out)).toEqual([expect.stringMatching(/^municipio 13\d\d editado: municipio "Libertador" → "Libertador Bolivariano"$/)]);
    const refused = vegeo(['db', 'seed'], { home: admin });
    expect(refused.code).toBe(1);
    expect(lines(refused.err)).toHaveLength(1);
    expect(refused.err).toMatch(/^error: \/geo tiene 1 cambio respecto .*use --force/);
    const forced = vegeo(['db', 'seed', '--force'], { home: admin });
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toMatch(/versión 3/);
    expect(vegeo(['db', 'export'], { home: admin }).out === DATASET).toBe(true);
  });

  it('turns bad flags and missing records into one-line errors', () => {
    const home = loggedIn(editor);
    const missing = vegeo(['municipios', 'crear', '--estado', 'Mérida', '--nombre', 'Nuevo'], { home });
    expect(missing).toEqual({ code: 2, out: '', err: 'error: Falta --capital.\n' });
    const noConfirm = vegeo(['parroquias', 'borrar', '130101'], { home });
    expect(noConfirm).toEqual({ code: 2, out: '', err: 'error: Sin terminal no se puede confirmar: añada --si.\n' });
    const role = vegeo(['usuarios', 'rol', viewer.email, 'jefe'], { home });
    expect(role).toEqual({ code: 2, out: '', err: 'error: Rol desconocido «jefe»: use lector, editor o administrador.\n' });
    const gone = vegeo(['municipios', 'editar', '9999', '--nombre', 'X'], { home });
    expect(gone).toEqual({ code: 1, out: '', err: 'error: No existe el municipio «9999».\n' });
  });

  it('asks before deleting on a terminal: shows what is typed, acts on Enter only, No by default, keeps the whole line', async () => {
    const home = loggedIn(editor);
    // As typed in a shell: what the command leaves unread goes to the next one (here, `read`).
    const inShell = (args: string) =>
      onTerminal('bash', ['-c', `'${process.execPath}' '${BIN}' ${args}; echo "[salida $?]"; read -t 2 -r resto; echo "resto:[$resto]"`], {
        cols: 100,
        env: emulatorEnv(home) as Record<string, string>,
      });
    const stored = () => readDatabase('/geo/parroquias/130107');
    expect(await stored()).not.toBeNull();

    const yes = inShell('parroquias borrar 130107');
    // The first call may wake a functions worker: on a loaded machine that takes a while.
    await yes.waitFor(/¿Borrar la parroquia 130107 «.+»\? \(s\/N\)/, 60_000);
    yes.type('s');
    await yes.waitFor(/\(s\/N\) s$/m);
    // A pause, as a person takes: nothing happens before Enter.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await stored()).not.toBeNull();
    yes.type('i');
    await yes.waitFor(/\(s\/N\) si$/m);
    yes.type('\r');
    await yes.waitFor(/resto:\[.*\]/);
    expect(yes.rows().join('\n')).toMatch(/\(s\/N\) si\nParroquia 130107 .*borrada.*\n\[salida 0\]/);
    expect(yes.rows().join('\n')).toContain('resto:[]');
    expect(await stored()).toBeNull();

    const no = inShell('parroquias borrar 130106');
    await no.waitFor(/\(s\/N\)/);
    no.type('\r');
    await no.waitFor(/resto:\[.*\]/);
    expect(no.rows().join('\n')).toMatch(/No se borró nada\.\n\[salida 1\]\nresto:\[\]/);
    expect(await readDatabase('/geo/parroquias/130106')).not.toBeNull();
  }, 120_000);

  it('shows a hostile name from the database spelled out: it cannot retitle, ring, clear or reorder the terminal', async () => {
    // As a record written before the server refused such names, or by hand with admin rights.
    const hostile = 'San\u001b]0;PWNED\u0007 José\u001b[2J\u202Eabc\u0085';
    await updateDatabase('/geo/parroquias/130101', { parroquia: hostile });
    const home = loggedIn(viewer);
    // Lookups are by name, which this one cannot be typed as: its municipio lists it.
    const args = ['municipio', 'Alberto Adriani', '--estado', 'Mérida', '--parroquias', '--remote'];

    const json = vegeo([...args, '--json'], { home });
    expect(json.code, json.err).toBe(0);
    expect(json.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(JSON.parse(json.out).parroquias).toContain(hostile);

    const spelled = 'San\\x1B]0;PWNED\\x07 José\\x1B[2J\\u202Eabc\\x85';
    const piped = vegeo(args, { home });
    expect(piped.code, piped.err).toBe(0);
    expect(piped.out).toContain(spelled);
    expect(piped.out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);

    const quoted = args.map((arg) => `'${arg}'`).join(' ');
    const terminal = onTerminal('bash', ['-c', `echo antes; '${process.execPath}' '${BIN}' ${quoted}`], {
      cols: 200,
      env: emulatorEnv(home) as Record<string, string>,
    });
    expect(await terminal.exited).toBe(0);
    const screen = terminal.rows().join('\n');
    expect(screen).toMatch(/^antes\n/);
    expect(screen.replace(/\s+/g, ' ')).toContain(spelled);
    expect(terminal.titles).toEqual([]);
    expect(terminal.bells()).toBe(0);
  });
});
