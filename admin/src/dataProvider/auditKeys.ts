// The alphabet of the Realtime Database's push ids, in sort order.
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * The first push id a moment can have: its first 8 characters are the time in milliseconds, so
 * every entry pushed at or after `ms` has a key at or above it. Dates become key ranges, read by
 * key without downloading the entries outside them.
 */
export function firstKeyAt(ms: number): string {
  let time = Math.max(0, Math.floor(ms));
  let key = '';
  for (let i = 0; i < 8; i++) {
    key = PUSH_CHARS.charAt(time % 64) + key;
    time = Math.floor(time / 64);
  }
  return key;
}

/** The first moment of `day` (`YYYY-MM-DD`) where the browser is, or `undefined` for anything else. */
export function startOfDay(day: unknown, plusDays = 0): number | undefined {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + plusDays).getTime();
  return Number.isNaN(start) ? undefined : start;
}
