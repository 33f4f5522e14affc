import { describe, expect, it } from 'vitest';
import { formatCard } from './card.js';
import type { CardModel } from '../model/types.js';

const card: CardModel = {
  kind: 'Estado',
  title: 'Mérida',
  fields: [
    { label: 'Estado', value: 'Mérida' },
    { label: 'Capital', value: 'Mérida' },
    { label: 'Código ISO', value: 'VE-L' },
  ],
  lists: [],
};

describe('formatCard', () => {
  it('writes one "Label: value" line per field', () => {
    expect(formatCard(card)).toBe('Estado: Mérida\nCapital: Mérida\nCódigo ISO: VE-L\n');
  });

  it('writes each list under a heading, one indented item a line', () => {
    const listed = { ...card, lists: [{ label: 'Municipios', items: ['Alberto Adriani', 'Andrés Bello'] }] };
    expect(formatCard(listed)).toBe(
      'Estado: Mérida\nCapital: Mérida\nCódigo ISO: VE-L\n\nMunicipios (2):\n  Alberto Adriani\n  Andrés Bello\n',
    );
  });
});
