import { NIVELES, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { candidates } from './candidates.js';
import { createProgram } from './createProgram.js';
import { localLookup } from '../lookup/localLookup.js';
import { fakeIo } from '../../test/fakeIo.js';

const program = () => createProgram({ io: fakeIo(), lookup: localLookup, views: async () => ({}) as never, exitCode: 0 }, '0.0.0');
const after = (...words: string[]) => candidates(program(), words);

describe('candidates', () => {
  it('offers the commands, and each group its subcommands, from their definitions', () => {
    const names = program().commands.map((command) => command.name());
    expect(after('')).toEqual(names);
    expect(names).toEqual(expect.arrayContaining(['estado', 'lote', 'exportar', 'db', 'completion']));
    expect(after('e')).toEqual(['estado', 'exportar', 'estados']);
    expect(after('db', '')).toEqual(['seed', 'export', 'diff', 'corregir']);
  });

  it('offers a command its own options and the program’s', () => {
    expect(after('estado', '--')).toEqual(['--edicion', '--help', '--json', '--municipios', '--remote']);
    expect(after('exportar', '--f')).toEqual(['--formato']);
    expect(after('--ed')).toEqual(['--edicion']);
  });

  it('offers the values of --edicion, --formato and --nivel, also after =', () => {
    expect(after('--edicion', '')).toEqual(['base', 'ine']);
    expect(after('estado', 'Lara', '--edicion', 'i')).toEqual(['ine']);
    expect(after('exportar', '--formato', '')).toEqual(['csv', 'ndjson', 'sql', 'json']);
    expect(after('exportar', '--formato', 'csv', '--nivel', '')).toEqual([...NIVELES]);
    expect(after('exportar', '--nivel=p')).toEqual(['--nivel=parroquias']);
    expect(after('buscar', 'x', '-t', '')).toEqual(['estado', 'municipio', 'parroquia']);
    expect(after('completion', '')).toEqual(['bash', 'zsh', 'fish']);
  });

  it('offers the estado names, accents and case aside, where an estado goes', () => {
    expect(after('estado', '')).toEqual(pais.map((estado) => estado.estado));
    expect(after('estado', 'meri')).toEqual(['Mérida']);
    expect(after('municipio', 'Sucre', '--estado', 'TACH')).toEqual(['Táchira']);
    expect(after('parroquia', 'Catedral', '-e', 'dis')).toEqual(['Distrito Capital']);
    expect(after('buscar', 'x', '--estado', 'n')).toEqual(['Nueva Esparta']);
  });
});
