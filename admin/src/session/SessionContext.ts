import { createContext, useContext } from 'react';
import type { AuthPort } from '../authProvider/types.js';
import type { ProfilePort } from '../profile/types.js';
import type { AccountWatch } from './accountWatch.js';

/** What the sign-in and profile screens use beyond react-admin's providers. */
export interface Session {
  auth: AuthPort;
  profile: ProfilePort;
  /** Whether anyone may create an account (`VITE_REGISTRO_ABIERTO` not `false`). */
  signUpOpen: boolean;
  /** The account's `/users` entry, watched: how a session ends without the person asking. */
  account: AccountWatch;
  /**
   * Starts loading the code a sign-in needs first (the database SDK), as the person starts filling
   * in the sign-in form: it is not part of the sign-in page, and by the submit it is ready.
   */
  warmUp(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionContext provider');
  return session;
}
