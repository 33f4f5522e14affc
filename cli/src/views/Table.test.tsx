import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.js';

const table = {
  title: 'Parroquias (2)',
  columns: ['Id', 'Parroquia', 'Municipio', 'Estado'],
  rows: [
    ['120301', 'Catedral', 'Iribarren', 'Lara'],
    ['240105', 'Catedral', 'Libertador', 'Distrito Capital'],
  ],
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
});
