// The bundle uses this in place of `Intl.Segmenter` for grapheme clusters (Ink's ANSI tokenizers
// build one when they load): constructing the real one loads ICU break data, 25 to 60 ms of every
// start. Clusters follow the rules that matter in a terminal: a base with its combining marks,
// variation selectors and skin tones; emoji joined by ZWJ; flag pairs; CR LF.

const MARK = /^\p{M}$/u;
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const REGIONAL = /^\p{Regional_Indicator}$/u;
const ZWJ = '\u200d';

/** Whether `char` extends the cluster before it: a mark, ZWJ, variation selector, skin tone, tag. */
function extendsCluster(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    char === ZWJ ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f) ||
    MARK.test(char)
  );
}

/** One grapheme cluster, as `Intl.Segmenter` describes it. */
export interface GraphemeSegment {
  segment: string;
  index: number;
  input: string;
}

function split(input: string): GraphemeSegment[] {
  const segments: GraphemeSegment[] = [];
  let current: GraphemeSegment | undefined;
  let previous = '';
  let regionalRun = 0;
  let index = 0;
  for (const char of input) {
    const joins =
      current !== undefined &&
      ((previous === '\r' && char === '\n') ||
        extendsCluster(char) ||
        (previous === ZWJ && PICTOGRAPHIC.test(char)) ||
        (REGIONAL.test(char) && regionalRun % 2 === 1));
    regionalRun = REGIONAL.test(char) ? regionalRun + 1 : 0;
    if (joins && current !== undefined) {
      current.segment += char;
    } else {
      current = { segment: char, index, input };
      segments.push(current);
    }
    previous = char;
    index += char.length;
  }
  return segments;
}

/** The clusters of one string: iterable, and searchable by code unit index. */
class Segments implements Iterable<GraphemeSegment> {
  readonly #segments: GraphemeSegment[];
  constructor(input: string) {
    this.#segments = split(input);
  }
  [Symbol.iterator](): Iterator<GraphemeSegment> {
    return this.#segments[Symbol.iterator]();
  }
  containing(codeUnitIndex = 0): GraphemeSegment | undefined {
    return this.#segments.find((s) => codeUnitIndex >= s.index && codeUnitIndex < s.index + s.segment.length);
  }
}

/** Grapheme segmentation with the shape of `Intl.Segmenter`; other granularities use the real one. */
export class GraphemeSegmenter {
  constructor(locales?: string | string[], options?: Intl.SegmenterOptions) {
    if (options?.granularity !== undefined && options.granularity !== 'grapheme') {
      return new globalThis.Intl.Segmenter(locales, options) as unknown as GraphemeSegmenter;
    }
  }
  segment(input: string): Segments {
    return new Segments(String(input));
  }
}
