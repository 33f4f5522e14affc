import type { AccountState } from '../authProvider/types.js';

/** Why a session ends without the person asking. */
export type SessionEnd = 'disabled' | 'deleted';

/** The account's `/users` entry as watched while signed in: its role, and the end of the session. */
export interface AccountWatch extends AccountState {
  /** Hears a disabled or deleted account; returns the unsubscribe. */
  onEnd(listener: (reason: SessionEnd) => void): () => void;
}

/** What the sign-in page says after each. */
export const SESSION_END_MESSAGE: Record<SessionEnd, string> = {
  disabled: 'Un administrador desactivó su cuenta y se cerró su sesión. Si cree que es un error, consulte a un administrador.',
  deleted: 'Su cuenta ya no existe y se cerró su sesión.',
};
