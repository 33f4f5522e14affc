import { describe, expect, it } from 'vitest';
import { GraphemeSegmenter } from './graphemes.js';

const intl = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const ours = new GraphemeSegmenter(undefined, { granularity: 'grapheme' });
const plain = (segments: Iterable<{ segment: string; index: number }>) =>
  [...segments].map(({ segment, index }) => ({ segment, index }));

describe('GraphemeSegmenter', () => {
  it.each([
    'Mérida',
    'Me\u0301rida',
    'Peña · «Güigüe» ╭──╮',
    '\u001b[1mZulia\u001b[22m',
    'a\r\nb',
    'カラカス',
    '👍🏽 ok',
    '👩\u200d👩\u200d👧 familia',
    '🇻🇪🇻🇪',
    '☺\u{fe0f}x',
    '',
  ])('splits %j as Intl.Segmenter does', (text) => {
    expect(plain(ours.segment(text))).toEqual(plain(intl.segment(text)));
  });

  it('finds the cluster containing a code unit', () => {
    const segments = ours.segment('Me\u0301rida');
    expect(segments.containing(2)).toMatchObject({ segment: 'e\u0301', index: 1 });
    expect(segments.containing(9)).toBeUndefined();
  });

  it('hands other granularities to Intl.Segmenter', () => {
    const words = new GraphemeSegmenter('es', { granularity: 'word' });
    expect([...words.segment('San Cristóbal')].map((s) => s.segment)).toEqual(['San', ' ', 'Cristóbal']);
  });
});
