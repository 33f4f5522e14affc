import { Alert, Stack } from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useGeoSnapshot } from '../realtime/RealtimeContext.js';
import { Differences } from './Differences.js';
import { LatestChanges } from './LatestChanges.js';
import { Totals } from './Totals.js';

/** Totals and version, the latest changes (admins) and the differences with the embedded dataset. */
export function Dashboard() {
  const translate = useTranslate();
  const { snapshot, error } = useGeoSnapshot();
  const { canAccess: seesAudit } = useCanAccess({ resource: 'auditoria', action: 'list' });
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('vegeo.dashboard.title')} />
      {error && <Alert severity="error">{error.message}</Alert>}
      {snapshot && snapshot.rows.estados.length === 0 && <Alert severity="info">{translate('vegeo.dashboard.empty')}</Alert>}
      {snapshot && <Totals snapshot={snapshot} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        {seesAudit && <LatestChanges />}
        {snapshot && <Differences snapshot={snapshot} />}
      </Stack>
    </Stack>
  );
}
