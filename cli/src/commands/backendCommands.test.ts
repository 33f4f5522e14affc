import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('the backend commands, as parsed', () => {
  it('are listed in --help with the --remote option', async () => {
    const { code, out } = await vegeo(['--help']);
    expect(code).toBe(0);
    for (const command of ['login', 'registrarse', 'logout', 'whoami', 'estados', 'municipios', 'parroquias', 'auditoria', 'usuarios', 'db']) {
      expect(out).toMatch(new RegExp(`^  ${command} `, 'm'));
    }
    expect(out).toMatch(/^ {2}--remote +consulta el servicio/m);
  });

  it('reject bad flags and missing arguments as usage errors (exit 2), in Spanish', async () => {
    for (const args of [
      ['auditoria', '--limite', '0'],
      ['usuarios', 'rol', 'ana@vegeo.test'],
      ['municipios', 'editar'],
      ['municipios', 'renombrar', '1301'],
      ['estados', 'crear', '--colores'],
      ['db', 'seed', '--forzar'],
    ]) {
      const result = await vegeo(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err, args.join(' ')).toMatch(/^error: /);
    }
    expect((await vegeo(['auditoria', '--limite', 'x'])).err).toMatch(/Debe ser un entero positivo/);
    const roles = await vegeo(['usuarios', 'rol', '--help']);
    expect(roles.out).toContain('lector, editor o administrador');
    expect(roles.out).not.toMatch(/viewer|(?<![-\w])admin(?![-\w])/);
  });

  it('list every usuarios verb, and refuse a wrong role or a missing e-mail before calling anything', async () => {
    const help = (await vegeo(['usuarios', '--help'])).out;
    for (const verb of ['listar', 'crear', 'invitar', 'rol', 'desactivar', 'activar', 'borrar']) expect(help).toMatch(new RegExp(`^  ${verb} `, 'm'));
    const home = mkdtempSync(join(tmpdir(), 'vegeo-usuarios-'));
    const env = { XDG_CONFIG_HOME: home, VEGEO_EMULATORS: '1' };
    // In-process the UserError reaches the caller; the bin prints it as `error: …` with its code (test/remote).
    await expect(vegeo(['usuarios', 'invitar', 'ana@vegeo.test', '--rol', 'jefe'], { env })).rejects.toMatchObject({
      message: 'Rol desconocido «jefe»: use lector, editor o administrador.',
      exitCode: 2,
    });
    expect((await vegeo(['usuarios', 'crear'], { env })).code).toBe(2);
    await expect(vegeo(['registrarse', 'no-es-correo', '--password-stdin'], { env })).rejects.toMatchObject({ message: '«no-es-correo» no es un correo.', exitCode: 2 });
  });

  it('describe each group and verb in Spanish, with examples', async () => {
    const help = (await vegeo(['municipios', '--help'])).out;
    expect(help).toMatch(/^Uso: vegeo municipios/);
    expect(help).toMatch(/^ {2}crear /m);
    expect(help).toMatch(/^ {2}editar /m);
    expect(help).toMatch(/^ {2}borrar /m);
    expect(help).toContain('$ vegeo municipios editar Libertador --estado Mérida');
    // Each with its own article: una parroquia, un municipio.
    const parroquias = (await vegeo(['parroquias', '--help'])).out;
    expect(parroquias).toMatch(/crea una parroquia/);
    expect(parroquias).toMatch(/borra una parroquia/);
    expect(help).toMatch(/crea un municipio/);
    expect(`${help}${parroquias}`).not.toMatch(/\bun parroquia|\buna municipio/);
    const borrar = (await vegeo(['municipios', 'borrar', '--help'])).out;
    expect(borrar).toContain('--cascada');
    expect(borrar).toContain('--si');
    expect(borrar).toContain('--estado <id|nombre>');
  });
});

describe('vegeo logout', () => {
  it('says when there was no session to close', async () => {
    const home = mkdtempSync(join(tmpdir(), 'vegeo-logout-'));
    expect(await vegeo(['logout'], { env: { XDG_CONFIG_HOME: home } })).toEqual({ code: 0, out: 'No había ninguna sesión abierta.\n', err: '' });
  });
});
