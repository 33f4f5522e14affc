import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { LoginParams } from '../authProvider/types.js';
import { preloadPage } from '../routes.js';

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
