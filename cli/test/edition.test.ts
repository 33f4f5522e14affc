// The ine edition through the bin: --edicion and VEGEO_EDICION, codes, and renamed places found by
// either name; the default edition's plain start-up path is untouched (see fastPath/).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));

function vegeo(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], { env: { ...process.env, VEGEO_EDICION: '', ...env }, encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}
const json = (args: string[], env?: Record<string, string>) => JSON.parse(vegeo([...args, '--json'], env).out) as Record<string, unknown>;

describe('vegeo --edicion ine', () => {
  it('answers from the corrected edition, with codes, by --edicion or VEGEO_EDICION', () => {
    const card = vegeo(['estado', 'Vargas', '--edicion', 'ine']);
    expect(card.code, card.err).toBe(0);
    expect(card.out).toBe(
      'Estado: La Guaira\nCapital: La Guaira\nCódigo ISO: VE-X\nMunicipios: 1\nParroquias: 11\nId: 21\nCódigo INE: 24\nAntes se llamaba: Vargas\n',
    );
    expect(json(['estado', 'Amazonas'], { VEGEO_EDICION: 'ine' })).toMatchObject({ iso_31662: 'VE-Z', codigo_ine: '02' });
    expect(json(['--edicion=ine', 'municipio', 'Heres'])).toMatchObject({ municipio: 'Angostura del Orinoco', nombre_anterior: 'Heres' });
    // The command line wins over the environment.
    expect(json(['estado', 'Amazonas', '--edicion', 'base'], { VEGEO_EDICION: 'ine' })).toMatchObject({ iso_31662: 'VE-X' });
  });

  it('looks up a parroquia, a municipio or an estado by its INE code', () => {
    const found = vegeo(['parroquia', '190601', '--edicion', 'ine']);
    expect(found.code, found.err).toBe(0);
    expect(found.out).toMatch(/^Parroquia: Marigüitar\nMunicipio: Bolívar\n.*Estado: Sucre\nId: 180601\nCódigo INE: 190601\n$/s);
    expect(json(['municipio', '1906', '--edicion', 'ine'])).toMatchObject({ municipio: 'Bolívar', estado: 'Sucre', codigo_ine: '1906' });
    // The default edition has no INE codes: there the number is the id of another parroquia.
    expect(json(['parroquia', '190601'])).toEqual([expect.objectContaining({ id: '190601', estado: 'Táchira' })]);
  });

  it('finds renamed places by their other name in both editions, buscar included', () => {
    const old = vegeo(['estado', 'La Guaira']);
    expect(old.code, old.err).toBe(0);
    expect(old.out).toMatch(/^Estado: Vargas\n[^]*\nHoy se llama: La Guaira\n$/);
    const hits = vegeo(['buscar', 'vargas', '--edicion', 'ine', '--max', '2']);
    expect(hits.out.split('\n').slice(0, 2)).toEqual(['Estado\tLa Guaira (antes Vargas)\t\tLa Guaira\t21\t1,00', 'Municipio\tVargas\tVargas\tLa Guaira\t2101\t1,00']);
    expect(vegeo(['buscar', 'guajira', '--tipo', 'municipio', '--max', '1']).out).toBe('Municipio\tPáez (hoy Guajira)\tPáez\tZulia\t2307\t1,00\n');
  });

  it('finds a place whose name a correction changed by the default edition\'s name', () => {
    for (const [name, found] of [['Mavaka Mavaka', 'Mavaca'], ['Calatrava', 'Tomás Alfaro Calatrava'], ['San Juan Eudes', 'San Josecito']]) {
      const card = vegeo(['parroquia', name!, '--edicion', 'ine']);
      expect(card.code, `${name}: ${card.err}`).toBe(0);
      expect(card.out.split('\n')[0]).toBe(`Parroquia: ${found}`);
    }
    expect(vegeo(['buscar', 'mavaka mavaka', '--edicion', 'ine', '--max', '1']).out).toBe(
      'Parroquia\tMavaca (en base: Mavaka Mavaka)\tAlto Orinoco\tAmazonas\t010104\t1,00\n',
    );
  });

  it('reads --estado and --municipio in the edition asked for: its ISO codes, a number as its INE code', () => {
    const atabapo = vegeo(['municipio', 'Atabapo', '--estado', 'VE-Z', '--edicion', 'ine']);
    expect(atabapo.code, atabapo.err).toBe(0);
    expect(atabapo.out).toMatch(/^Municipio: Atabapo\n[^]*Estado: Amazonas\n/);
    const wrong = vegeo(['municipio', 'Atabapo', '--estado', 'VE-X', '--edicion', 'ine']);
    expect([wrong.code, wrong.err]).toEqual([1, 'No se encontró el municipio «Atabapo» en el estado «La Guaira». ¿Quiso decir: Atabapo (Amazonas)?\n']);
    // One meaning for a number in the ine edition, as a name and as --estado: the INE code.
    expect(json(['estado', '24', '--edicion', 'ine'])).toMatchObject({ estado: 'La Guaira', id: '21' });
    expect(json(['municipio', 'Vargas', '--estado', '24', '--edicion', 'ine'])).toMatchObject({ id: '2101', estado: 'La Guaira' });
    expect(json(['parroquia', 'Catedral', '--municipio', '1303', '--edicion', 'ine'])).toEqual([expect.objectContaining({ municipio: 'Iribarren', estado: 'Lara' })]);
    // The id, when asked for: id:24 is the Distrito Capital.
    expect(json(['estado', 'id:24', '--edicion', 'ine'])).toMatchObject({ estado: 'Distrito Capital', codigo_ine: '01' });
    expect(vegeo(['municipio', 'Vargas', '--estado', 'id:24', '--edicion', 'ine']).code).toBe(1);
    // In the default edition, which has no INE codes, a number is an id, as a name too.
    expect(json(['estado', '24'])).toMatchObject({ estado: 'Distrito Capital' });
    expect(json(['municipio', '1419'])).toMatchObject({ municipio: 'Sucre', estado: 'Miranda', id: '1419' });
    expect(json(['municipio', '1419', '--estado', 'Lara'])).toBeNull();
  });

  it('answers a lote from the edition too', () => {
    const input = '{"tipo":"parroquia","nombre":"190601"}\n{"tipo":"estado","nombre":"Vargas"}\n';
    const result = spawnSync(process.execPath, [BIN, 'lote', '--edicion', 'ine'], { input, encoding: 'utf8' });
    const answers = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { resultado: unknown });
    expect(answers[0]!.resultado).toEqual([expect.objectContaining({ parroquia: 'Marigüitar', codigo_ine: '190601' })]);
    expect(answers[1]!.resultado).toMatchObject({ estado: 'La Guaira', nombre_anterior: 'Vargas' });
  });

  it('refuses an unknown edition as a usage error', () => {
    const flag = vegeo(['estado', 'Lara', '--edicion', 'x']);
    expect(flag.code).toBe(2);
    expect(flag.err).toMatch(/'x'.*base, ine/);
    const env = vegeo(['estado', 'Lara'], { VEGEO_EDICION: 'x' });
    expect([env.code, env.err]).toEqual([2, 'error: VEGEO_EDICION debe ser base o ine, no «x».\n']);
  });
});
