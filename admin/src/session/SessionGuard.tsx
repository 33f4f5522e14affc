import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { SESSION_END_MESSAGE } from './accountWatch.js';
import { useSession } from './SessionContext.js';
import { rememberSignedOutReason } from './signedOutReason.js';

/** Signs the person out, with the reason on the sign-in page, when their account is disabled or deleted. */
export function SessionGuard() {
  const { account } = useSession();
  const logout = useLogout();
  useEffect(
    () =>
      account.onEnd((reason) => {
        rememberSignedOutReason(SESSION_END_MESSAGE[reason]);
        void logout();
      }),
    [account, logout],
  );
  return null;
}
