import { useEffect } from 'react';
import { whenIdle } from '../idle.js';
import { rehearse } from './rehearsal.js';

/** The pages worth rehearsing: those drawn from `/geo` or the audit alone, with no record named. */
export function rehearsable(path: string): boolean {
  return /^\/(estados|municipios|parroquias|auditoria)?\/?$/.test(path);
}

const rehearsed = new Set<string>();
let ending: (() => void) | undefined;

/** Ends the rehearsal under way, if any: a sign-in was sent, and gets the processor to itself. */
export function endRehearsal(): void {
  ending?.();
  ending = undefined;
}

/**
 * While the sign-in page waits for the person, draws the page the sign-in leads to out of sight
 * (see `rehearse`), once per page and document, when the browser is idle; ended by a sign-in
 * sent or the sign-in page closed.
 */
export function useRehearsal(path: string): void {
  useEffect(() => {
    if (!rehearsable(path) || rehearsed.has(path)) return undefined;
    let cancelled = false;
    const start = () => {
      if (cancelled || rehearsed.has(path)) return;
      rehearsed.add(path);
      ending = rehearse(path).stop;
    };
    const cancel = whenIdle(start);
    return () => {
      cancelled = true;
      cancel();
      endRehearsal();
    };
  }, [path]);
}
