import { fail } from './errors.js';

/** Lookups allowed per user; every call takes its share before any work. */
export interface Quota {
  /** Counts `n` lookups for `uid`, or throws `resource-exhausted` (counting nothing) past the limit. */
  take(uid: string, n: number): void;
}

const WINDOW_MS = 60_000;
const SWEEP_AT = 10_000;

/**
 * `limit` lookups a minute per user, in fixed one-minute windows, counted in this instance's
 * memory: cheap (no database round trip per call); with several instances a user may get up to
 * `limit` on each, which `maxInstances` bounds.
 */
export function windowQuota(limit: number, clock: () => number): Quota {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    take(uid, n) {
      const now = clock();
      let window = windows.get(uid);
      if (!window || now - window.start >= WINDOW_MS) {
        if (windows.size >= SWEEP_AT) sweep(windows, now);
        window = { start: now, used: 0 };
        windows.set(uid, window);
      }
      if (window.used + n > limit) {
        const seconds = Math.ceil((window.start + WINDOW_MS - now) / 1000);
        throw fail(
          'resource-exhausted',
          `Ha superado su cuota de ${limit} consultas por minuto; inténtelo de nuevo en ${seconds} s`,
          { cuota: limit, usadas: window.used, reintentarEnSegundos: seconds },
        );
      }
      window.used += n;
    },
  };
}

function sweep(windows: Map<string, { start: number }>, now: number): void {
  for (const [uid, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(uid);
}
