import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';
import { UserError } from '../userError.js';

const dir = mkdtempSync(join(tmpdir(), 'vegeo-normalizar-'));
function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}
const ADDED = 'id_estado,id_municipio,id_parroquia,nombre_estado,nombre_municipio,nombre_parroquia,certeza,confianza,motivo,alternativas';

describe('vegeo normalizar', () => {
  it('keeps every column as it was and adds vegeo\'s, in the file\'s own separator and line breaks; exit 0 when every row matches', async () => {
    const path = file('clientes.csv', 'Cliente;Edo.;Municipio;Pq\r\n"Pérez; Ana";EDO. MERIDA;LIBERTADOR;DOMINGO PEÑA\r\nLuis;Miranda;Sucre;Petare\r\n');
    const { code, out, err } = await vegeo(['normalizar', path]);
    expect(code).toBe(0);
    expect(out).toBe(
      `Cliente;Edo.;Municipio;Pq;${ADDED.replaceAll(',', ';')}\r\n` +
        '"Pérez; Ana";EDO. MERIDA;LIBERTADOR;DOMINGO PEÑA;13;1312;131204;Mérida;Libertador;Domingo Peña;corregida;1;prefijo «EDO.»;\r\n' +
        'Luis;Miranda;Sucre;Petare;14;1419;141902;Miranda;Sucre;Petare;exacta;1;;\r\n',
    );
    expect(err).toBe('2 filas: 1 exacta, 1 corregida, 0 ambigua, 0 sin_par\n');
  });

  it('reads Windows-1252 from Excel (detected or named) and answers with a BOM so that Excel reads the UTF-8 back', async () => {
    const latin = Uint8Array.from([...'estado,municipio\nM\u00e9rida,Libertador\nT\u00e1chira,C\u00e1rdenas\n'].map((c) => c.charCodeAt(0)));
    const path = file('excel.csv', latin);
    const detected = await vegeo(['normalizar', path]);
    expect(detected.out.startsWith('\uFEFFestado,municipio,')).toBe(true);
    expect(detected.out).toContain('Mérida,Libertador,13,1312,,Mérida,Libertador,,exacta');
    expect(detected.out).toContain('Táchira,Cárdenas,19,');
    expect((await vegeo(['normalizar', path, '--codificacion', 'latin1'])).out).toBe(detected.out);
  });

  it('reads a UTF-8 BOM and keeps it', async () => {
    const { out } = await vegeo(['normalizar', file('bom.csv', '\uFEFFestado\nZulia\n')]);
    expect(out).toBe(`\uFEFFestado,${ADDED}\nZulia,23,,,Zulia,,,exacta,1,,\n`);
  });

  it('takes the columns from --columnas or --texto, writes NDJSON, and exit 1 when some row needs review', async () => {
    const path = file('raro.csv', 'a,b,c,Direccion\nMiranda,Sucre,Petare,"Pq. Catedral, Libertador, Caracas"\nx,Sucre,,Sucre\n');
    const byColumns = await vegeo(['normalizar', path, '--columnas', 'estado=a,municipio=b,parroquia=c', '--formato', 'ndjson']);
    expect(byColumns.code).toBe(1);
    const [first, second] = byColumns.out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(first).toMatchObject({ a: 'Miranda', b: 'Sucre', c: 'Petare', Direccion: 'Pq. Catedral, Libertador, Caracas', id_parroquia: '141902', certeza: 'exacta', confianza: 1 });
    expect(second).toMatchObject({ certeza: 'ambigua', id_estado: null });
    const byText = await vegeo(['normalizar', path, '--texto', 'direccion', '--formato', 'ndjson']);
    const [catedral, sucre] = byText.out.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(catedral).toMatchObject({ id_parroquia: '240105', nombre_parroquia: 'Catedral' });
    expect(sucre).toMatchObject({ certeza: 'ambigua', id_estado: null });
    expect(sucre.alternativas).toHaveLength(5);
    expect(byText.err).toContain('1 ambigua');
  });

  it('writes only the rows to check with --solo-dudosas, lists the most frequent unmatched values, and writes to --salida', async () => {
    const path = file('dudas.csv', 'estado,municipio\nZulia,Maracaibo\nLara,Xyzzy\nLara,Xyzzy\nFalcón,Qwerty\nSucre,\n');
    const salida = join(dir, 'revisar.csv');
    const { code, out, err } = await vegeo(['normalizar', path, '--solo-dudosas', '--salida', salida]);
    expect(code).toBe(1);
    expect(out).toBe('');
    const written = readFileSync(salida, 'utf8').trimEnd().split('\n');
    expect(written).toHaveLength(4);
    expect(written.slice(1).map((l) => l.split(',')[0])).toEqual(['Lara', 'Lara', 'Falcón']);
    expect(err).toBe('5 filas: 2 exacta, 0 corregida, 0 ambigua, 3 sin_par\nValores sin par más frecuentes:\n  2  Lara / Xyzzy\n  1  Falcón / Qwerty\n');
  });

  it('adds the INE codes with --edicion ine', async () => {
    const { out } = await vegeo(['normalizar', file('ine.csv', 'estado\nVargas\n'), '--edicion', 'ine']);
    expect(out).toBe('estado,id_estado,id_municipio,id_parroquia,ine_estado,ine_municipio,ine_parroquia,nombre_estado,nombre_municipio,nombre_parroquia,certeza,confianza,motivo,alternativas\nVargas,21,,,24,,,La Guaira,,,corregida,1,antes Vargas,\n');
  });

  it('refuses bad input with a Spanish error naming the file, the option or the row, exit 2', async () => {
    await expect(vegeo(['normalizar', join(dir, 'no-esta.csv')])).rejects.toEqual(new UserError(`No se puede leer «${join(dir, 'no-esta.csv')}»: no existe.`, 2));
    await expect(vegeo(['normalizar', file('sin.csv', 'nombre,telefono\nAna,123\n')])).rejects.toThrow(/No hay columnas de estado.*--columnas/);
    await expect(vegeo(['normalizar', file('col.csv', 'Edo\nZulia\n'), '--columnas', 'estado=Estado'])).rejects.toThrow('La columna «Estado» (estado) no está en el encabezado: Edo.');
    await expect(vegeo(['normalizar', file('comillas.csv', 'estado\nZulia\n"Lara\n')])).rejects.toThrow(/Comillas sin cerrar en la fila 3/);
    await expect(vegeo(['normalizar', file('vacio.csv', '')])).rejects.toThrow(/está vacío/);
    expect(await vegeo(['normalizar', file('x.csv', 'estado\nZulia\n'), '--codificacion', 'ebcdic'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^error: la opción '--codificacion <codificacion>' no admite el valor 'ebcdic'\. Debe ser utf-8, windows-1252 o latin1\.\n/),
    });
    const unknown = await vegeo(['normalizar', file('y.csv', 'estado\nZulia\n'), '--sin-esto']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/--sin-esto/);
  });

  it('refuses a file that is not UTF-8 past the part the encoding was told from, pointing to --codificacion', async () => {
    const head = 'estado\n' + 'Zulia\n'.repeat(200_000);
    const path = file('mixto.csv', Buffer.concat([Buffer.from(head), Buffer.from([0x4d, 0xe9, 0x72, 0x69, 0x64, 0x61, 0x0a])]));
    await expect(vegeo(['normalizar', path])).rejects.toThrow(/no es UTF-8 válido.*--codificacion windows-1252/);
  });
});
