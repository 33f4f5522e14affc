import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate, LinkBase as Link } from 'react-admin';
import type { GeoSnapshot } from '../dataProvider/liveGeo.js';

/** Totals of each resource (as counted now) and the data version. */
export function Totals({ snapshot }: { snapshot: GeoSnapshot }) {
  const translate = useTranslate();
  const meta = snapshot.meta;
  const updatedAt = meta?.updatedAt ? new Date(meta.updatedAt).toLocaleString('es-VE') : translate('vegeo.dashboard.never');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {(['estados', 'municipios', 'parroquias'] as const).map((resource) => (
        <Card key={resource} sx={{ flex: 1 }} component={Link} to={`/${resource}`} style={{ textDecoration: 'none' }}>
          <CardContent>
            <Typography color="text.secondary">{translate(`resources.${resource}.name`, { smart_count: 2 })}</Typography>
            <Typography variant="h4" data-total={resource}>
              {snapshot.rows[resource].length}
            </Typography>
          </CardContent>
        </Card>
      ))}
      <Card sx={{ flex: 1 }}>
        <CardContent>
          <Typography color="text.secondary">{translate('vegeo.dashboard.version')}</Typography>
          <Typography variant="h4" data-total="version">
            {meta?.version ?? 0}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('vegeo.dashboard.updatedAt')}: {updatedAt}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
