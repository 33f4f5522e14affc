import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { LoginParams } from '../authProvider/ports.js';
import { preloadPage } from '../routes.js';

/**
 * react-admin's `login`, which also starts fetching the code of the page the sign-in leads to
 * (the one asked for before it, else the home page) while the sign-in runs.
 */
export function useSignIn(): (params: LoginParams) => Promise<unknown> {
  const login = useLogin();
  const location = useLocation();
  return (params) => {
    const next = (location.state as { nextPathname?: unknown } | null)?.nextPathname;
    preloadPage(typeof next === 'string' ? next : '/');
    return login(params);
  };
}
