import { useState } from 'react';
import { authErrorCode } from '../authProvider/authErrors.js';
import { ReauthDialog } from './ReauthDialog.js';
import type { Profile } from './types.js';

/** Runs an account change, asking the person to confirm who they are when Firebase requires it; answers what the change answers. */
export type RunWithReauth = <T>(action: () => Promise<T>) => Promise<T>;

/** What a profile section that changes the account gets: how to run a change, and what to do after one. */
export interface AccountChangeProps {
  run: RunWithReauth;
  onChanged: () => Promise<void>;
}

/** A change Firebase refused until the person proves again who they are, and how to answer its caller. */
export interface PendingChange {
  retry: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export const needsRecentLogin = (failure: unknown) => authErrorCode(failure) === 'auth/requires-recent-login';

/**
 * Runs account changes that Firebase may refuse until the person proves again who they are
 * (`auth/requires-recent-login`): then asks for it in the ways the account has (its password, an
 * e-mailed link, an SMS code to its phone, Google) and runs the change again.
 */
export function useReauth(profile: Profile | null) {
  const [pending, setPending] = useState<PendingChange | null>(null);

  const run: RunWithReauth = async (action) => {
    try {
      return await action();
    } catch (failure) {
      if (!needsRecentLogin(failure)) throw failure;
      return new Promise((resolve, reject) => setPending({ retry: action, resolve: (value) => resolve(value as never), reject }));
    }
  };

  const dialog = pending && profile ? <ReauthDialog profile={profile} pending={pending} onClose={() => setPending(null)} /> : null;
  return { run, dialog };
}
