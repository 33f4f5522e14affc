import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.js';
import type { CardModel } from '../model/types.js';

const card: CardModel = {
  kind: 'Estado',
  title: 'Zulia',
  fields: [
    { label: 'Estado', value: 'Zulia' },
    { label: 'Capital', value: 'Maracaibo' },
    { label: 'Código ISO', value: 'VE-V' },
    { label: 'Municipios', value: '21' },
    { label: 'Parroquias', value: '106' },
    { label: 'Id', value: '23' },
  ],
  lists: [],
};

describe('<Card>', () => {
  it('shows the kind, the name and every field with its Spanish label, aligned', () => {
    const frame = render(<Card card={card} color={false} />).lastFrame() ?? '';
    expect(frame).toContain('Estado · Zulia');
    expect(frame).toMatch(/Capital {5}Maracaibo/);
    expect(frame).toMatch(/Código ISO {2}VE-V/);
    expect(frame).toMatch(/Municipios {2}21/);
    expect(frame).toMatch(/Parroquias {2}106/);
    expect(frame).toMatch(/Id {10}23/);
    expect(frame).toContain('╭');
  });

  it('shows a list with its count', () => {
    const listed = { ...card, lists: [{ label: 'Municipios', items: ['Baralt', 'Cabimas', 'Mara'] }] };
    const frame = render(<Card card={listed} color={false} />).lastFrame() ?? '';
    expect(frame).toContain('Municipios (3)');
    for (const name of ['• Baralt', '• Cabimas', '• Mara']) expect(frame).toContain(name);
  });

  it('writes no colour when colour is off', () => {
    const frame = render(<Card card={card} color={false} />).lastFrame() ?? '';
    // Foreground colours are ESC[3x, ESC[9x and ESC[38;…; bold (ESC[1m) is not a colour.
    expect(['\u001b[3', '\u001b[9'].some((code) => frame.includes(code))).toBe(false);
  });
});
