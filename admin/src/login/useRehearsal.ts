import { useEffect } from 'react';
import { whenIdle } from '../idle.js';
import { rehearse } from './rehearsal.js';

/** The pages worth rehearsing: those drawn from `/geo` or the audit alone, with no record named. */
export function rehearsable(path: string): boolean {
  return /^\/(estados|municipios|parroquias|auditoria)?\/?$/.test(path);
}

const rehearsed = new Set<string>();
let ending: (() => void) | undefined;
let again: (() => void) | undefined;

/** Ends the rehearsal under way, if any: a sign-in was sent, and gets the processor to itself. */
export function endRehearsal(): void {
  ending?.();
  ending = undefined;
}

/**
 * A sign-in failed (a wrong password, a second step): a rehearsal it cut short starts again the
 * next time the browser is idle, while the person types once more.
 */
export function resumeRehearsal(): void {
  again?.();
}

/**
 * While the sign-in page waits for the person, draws the page the sign-in leads to out of sight
 * (see `rehearse`), once per page and document, when the browser is idle; ended by a sign-in
 * sent or the sign-in page closed, and resumed after a sign-in that failed if it was cut short.
 */
export function useRehearsal(path: string): void {
  useEffect(() => {
    if (!rehearsable(path) || rehearsed.has(path)) return undefined;
    let cancelled = false;
    let cancelIdle = () => {};
    const start = () => {
      if (cancelled || rehearsed.has(path)) return;
      rehearsed.add(path);
      const { stop } = rehearse(path);
      ending = () => {
        if (stop()) rehearsed.delete(path); // cut short: not rehearsed yet
      };
    };
    const schedule = () => {
      cancelIdle();
      cancelIdle = whenIdle(start);
    };
    schedule();
    again = schedule;
    return () => {
      cancelled = true;
      cancelIdle();
      if (again === schedule) again = undefined;
      endRehearsal();
    };
  }, [path]);
}
