import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.js';
import stringWidth from './_lib/stringWidth.js';
import { buscarTable } from '../model/tables.js';
import { buscar } from '@vegeo/data';

const table = {
  title: 'Parroquias (2)',
  columns: ['Id', 'Parroquia', 'Municipio', 'Estado'],
  rows: [
    ['120301', 'Catedral', 'Iribarren', 'Lara'],
    ['240105', 'Catedral', 'Libertador', 'Distrito Capital'],
  ],
  narrowable: [1, 2, 3],
  droppable: [0],
};

describe('<Table>', () => {
  it('shows the title, the Spanish headings and one row each, in aligned columns', () => {
    const frame = render(<Table table={table} color={false} />).lastFrame() ?? '';
    const lines = frame.split('\n');
    expect(frame).toContain('Parroquias (2)');
    const heading = lines.find((line) => line.includes('Parroquia ')) ?? '';
    expect(heading).toMatch(/Id {6}Parroquia {2}Municipio {3}Estado/);
    const row = lines.find((line) => line.includes('240105')) ?? '';
    expect(row).toMatch(/240105 {2}Catedral {3}Libertador {2}Distrito Capital/);
    expect(heading.indexOf('Estado')).toBe(row.indexOf('Distrito Capital'));
  });

  it('fits a narrow terminal: long names wrapped, nothing cut, the least needed columns left out', () => {
    const hits = buscarTable('san cristobl', buscar('san cristobl', { max: 4 }));
    const wide = render(<Table table={hits} color={false} width={120} />).lastFrame() ?? '';
    expect(wide).toMatch(/Tipo +Nombre +Municipio +Estado +Id +Puntuación/);
    expect(wide).toContain('San Cristóbal de Torondoy');

    const frame = render(<Table table={hits} color={false} width={50} />).lastFrame() ?? '';
    const lines = frame.split('\n');
    for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(50);
    const heading = lines.find((line) => line.includes('Tipo')) ?? '';
    expect(heading).toMatch(/Tipo +Nombre +Municipio +Estado/);
    expect(heading).not.toMatch(/Id|Puntuación/);
    // Every word of every name is still there, in its column.
    const column = (name: string) => lines.map((line) => line.slice(heading.indexOf(name)).split(/ {2,}/)[0]!.trim());
    const names = column('Nombre').join(' ');
    expect(names).toContain('San Cristóbal de Torondoy');
    expect(column('Municipio').join(' ')).toContain('Justo Briceño');
    const torondoy = lines.findIndex((line) => line.includes('Parroquia') && line.includes('Mérida'));
    expect(lines[torondoy]!.indexOf('Mérida')).toBe(heading.indexOf('Estado'));
  });

  it('shows each row as a block of labelled lines when even the narrowest columns do not fit', () => {
    const hits = buscarTable('barquisimeto', buscar('barquisimeto'));
    const frame = render(<Table table={hits} color={false} width={30} />).lastFrame() ?? '';
    const lines = frame.split('\n');
    for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(30);
    // Nothing left out: every heading beside its value, the empty Municipio of an estado skipped.
    expect(lines.filter((line) => /Tipo +Estado/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /Municipio +Iribarren/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => /Puntuación +0/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => /Ciudad +Barquisimeto/.test(line))).toHaveLength(2);
    expect(lines.filter((line) => /│ Municipio +│$/.test(line))).toHaveLength(0);
  });

  it('puts values under their headings when a word would not fit beside them', () => {
    const table = { title: 'T', columns: ['Puntuación', 'Nombre'], rows: [['0,50', 'Guamo-Gavilanes']], narrowable: [1], droppable: [] };
    const lines = (render(<Table table={table} color={false} width={24} />).lastFrame() ?? '').split('\n');
    for (const line of lines) expect(stringWidth(line), line).toBeLessThanOrEqual(24);
    const heading = lines.findIndex((line) => /│ Nombre +│/.test(line));
    expect(lines[heading + 1]).toMatch(/│ {3}Guamo-Gavilanes +│/);
  });
});
