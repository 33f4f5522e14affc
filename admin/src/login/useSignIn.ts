import { useEffect } from 'react';
import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { LoginParams } from '../authProvider/types.js';
import { preloadPage } from '../routes.js';
import { useSession } from '../session/SessionContext.js';

/** The page a sign-in leads to: the one asked for before it, else the home page. */
export function useNextPage(): string {
  const next = (useLocation().state as { nextPathname?: unknown } | null)?.nextPathname;
  return typeof next === 'string' ? next : '/';
}

/**
 * react-admin's `login`, which also starts fetching the code of the page the sign-in leads to
 * while the sign-in runs.
 */
export function useSignIn(): (params: LoginParams) => Promise<unknown> {
  const login = useLogin();
  const next = useNextPage();
  return (params) => {
    preloadPage(next);
    return login(params);
  };
}

/**
 * At the first key, click or input on the sign-in page (a person starting to sign in; the form's
 * own focus on arrival does not count), starts fetching the code of the page the sign-in leads to
 * and of the database SDK: the page itself needs neither, and they are ready by the submit.
 */
export function useWarmUpOnIntent(): void {
  const { warmUp } = useSession();
  const next = useNextPage();
  useEffect(() => {
    const kinds = ['keydown', 'pointerdown', 'input'] as const;
    const start = () => {
      stop();
      preloadPage(next);
      warmUp();
    };
    const stop = () => kinds.forEach((kind) => document.removeEventListener(kind, start, true));
    kinds.forEach((kind) => document.addEventListener(kind, start, true));
    return stop;
  }, [next, warmUp]);
}
