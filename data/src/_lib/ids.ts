/**
 * An id segment, a record's number under its parent (`13`, `1301`, `130101` are 13; 13, 01; 13,
 * 01, 01): numbers 1 to 99 in two digits, as every id has been written; from 100 on, `00`, the
 * count of digits in two digits, then the digits (`100` is `0003100`). No two-digit segment is
 * `00`, so a segment ends where its own first digits say, and an id reads one way only: its parent
 * is all but its last segment, whatever the lengths (`13` `0003100` `01` is `13000310001`).
 *
 * @example idSegment(7) // '07'
 * @example idSegment(100) // '0003100'
 */
export const idSegment = (n: number): string => (n < 100 ? String(n).padStart(2, '0') : `00${String(String(n).length).padStart(2, '0')}${n}`);

/**
 * The numbers of an id's segments, or `undefined` when `id` is not written as ids are.
 *
 * @example idSegments('130101') // [13, 1, 1]
 * @example idSegments('13000310001') // [13, 100, 1]
 */
export function idSegments(id: string): number[] | undefined {
  const numbers: number[] = [];
  for (let at = 0; at < id.length; ) {
    const head = id.slice(at, at + 2);
    if (!/^\d\d$/.test(head)) return undefined;
    if (head !== '00') {
      numbers.push(Number(head));
      at += 2;
      continue;
    }
    const length = Number(id.slice(at + 2, at + 4));
    const digits = id.slice(at + 4, at + 4 + length);
    // Written the one way idSegment writes it: three digits or more, no leading zero, all there.
    if (!/^\d\d$/.test(id.slice(at + 2, at + 4)) || length < 3 || !/^[1-9]\d*$/.test(digits) || digits.length !== length) return undefined;
    numbers.push(Number(digits));
    at += 4 + length;
  }
  return numbers.length > 0 ? numbers : undefined;
}

/**
 * The id of the record above `id`, read from the id itself: all but its last segment (`''` for
 * an estado's). `undefined` when `id` is not an id.
 *
 * @example parentIdOf('130101') // '1301'
 * @example parentIdOf('13010003100') // '1301'
 * @example parentIdOf('13') // ''
 */
export function parentIdOf(id: string): string | undefined {
  const numbers = idSegments(id);
  return numbers && numbers.slice(0, -1).map(idSegment).join('');
}

/**
 * How many segments `id` has: 1 an estado's, 2 a municipio's, 3 a parroquia's; `undefined`
 * when it is not an id.
 *
 * @example idDepth('1301') // 2
 * @example idDepth('1301003100') // undefined (not written as an id)
 */
export const idDepth = (id: string): number | undefined => idSegments(id)?.length;

/**
 * Orders ids as the dataset lists its records: by parent, then by number under it (`1399` before
 * `130003100`, issued after it). Ids that are not written as ids go last, by text.
 *
 * @example ['1302', '130003100', '1301'].sort(compareIds) // ['1301', '1302', '130003100']
 */
export function compareIds(a: string, b: string): number {
  const x = idSegments(a);
  const y = idSegments(b);
  if (!x || !y) return x ? -1 : y ? 1 : a < b ? -1 : a > b ? 1 : 0;
  for (let at = 0; at < Math.min(x.length, y.length); at++) if (x[at] !== y[at]) return x[at]! - y[at]!;
  return x.length - y.length;
}

/**
 * The ids records are stored under where they differ from their position under their parent (the
 * id the dataset's order gives them): after a delete, the records that followed it. Keyed by the
 * positional id; see `storedIds`.
 */
export type StoredIds = ReadonlyMap<string, string>;

export const POSITIONAL: StoredIds = new Map();

/** The id of the record at `positional`. */
export const storedId = (ids: StoredIds, positional: string): string => ids.get(positional) ?? positional;
