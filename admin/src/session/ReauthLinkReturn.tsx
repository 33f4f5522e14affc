import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { authErrorMessage } from '../authProvider/authErrors.js';
import { useSession } from './SessionContext.js';
import { dropLinkFromAddress } from '../layout/emailedLink.js';

/**
 * The app opened, signed in, from a link the profile e-mailed to confirm who the person is:
 * completes it (the tab that asked then runs its change) and takes the link out of the address.
 */
export function ReauthLinkReturn() {
  const { profile } = useSession();
  const notify = useNotify();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = window.location.href;
    void profile.completeReauthLink(link).then(
      (completed) => {
        if (!completed) return;
        dropLinkFromAddress();
        notify('vegeo.profile.reauthLinkConfirmed', { type: 'success', autoHideDuration: null });
      },
      (failure: unknown) => {
        dropLinkFromAddress();
        notify(authErrorMessage(failure, 'No se pudo confirmar su identidad con ese enlace. Pida otro.'), { type: 'error', autoHideDuration: null });
      },
    );
  }, [profile, notify]);
  return null;
}
