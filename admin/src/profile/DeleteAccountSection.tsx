import { Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useLogout, useTranslate } from 'react-admin';
import { useSession } from '../session/SessionContext.js';
import { rememberSignedOutReason } from '../session/signedOutReason.js';
import { Section } from './Section.js';
import type { RunWithReauth } from './useReauth.js';

/** "Eliminar mi cuenta", confirmed first; the sign-in page then says it is done. */
export function DeleteAccountSection({ run }: { run: RunWithReauth }) {
  const { profile } = useSession();
  const translate = useTranslate();
  const logout = useLogout();
  const [confirming, setConfirming] = useState<{ resolve: (yes: boolean) => void } | null>(null);
  const remove = async () => {
    const yes = await new Promise<boolean>((resolve) => setConfirming({ resolve }));
    setConfirming(null);
    if (!yes) return;
    await run(profile.deleteAccount);
    rememberSignedOutReason(translate('vegeo.profile.deleted'));
    await logout();
  };
  return (
    <Section title={translate('vegeo.profile.deleteTitle')} action={{ label: translate('vegeo.profile.delete'), run: remove, color: 'error' }}>
      <Typography>{translate('vegeo.profile.deleteText')}</Typography>
      <Confirm
        isOpen={confirming !== null}
        title={translate('vegeo.profile.deleteConfirmTitle')}
        content={translate('vegeo.profile.deleteConfirm')}
        confirm={translate('vegeo.profile.delete')}
        confirmColor="warning"
        onConfirm={() => confirming?.resolve(true)}
        onClose={() => confirming?.resolve(false)}
      />
    </Section>
  );
}
