import { describe, expect, it } from 'vitest';
import { formatModel } from './model.js';
import { formatTable } from './table.js';

const table = {
  title: 'Parroquias (2)',
  columns: ['Id', 'Parroquia', 'Estado'],
  rows: [
    ['120301', 'Catedral', 'Lara'],
    ['240105', 'Catedral', 'Distrito Capital'],
  ],
  narrowable: [1, 2],
  droppable: [],
};

describe('formatTable', () => {
  it('writes one tab-separated row a line, without heading', () => {
    expect(formatTable(table)).toBe('120301\tCatedral\tLara\n240105\tCatedral\tDistrito Capital\n');
  });

  it('writes nothing for no rows', () => {
    expect(formatTable({ ...table, rows: [] })).toBe('');
  });
});

describe('formatModel', () => {
  it('formats a table model as a table and a card model as a card', () => {
    expect(formatModel({ kind: 'table', table })).toBe(formatTable(table));
    const card = { kind: 'Estado', title: 'Lara', fields: [{ label: 'Estado', value: 'Lara' }], lists: [] };
    expect(formatModel({ kind: 'card', card })).toBe('Estado: Lara\n');
  });
});
