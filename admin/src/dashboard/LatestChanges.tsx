import { Alert, Box, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { Button, useGetList, useTranslate, LinkBase as Link } from 'react-admin';
import { recordName, whenOf, whoOf } from '../auditoria/describe.js';
import type { AuditRow } from '../dataProvider/audit.js';

/**
 * The newest five changes (admins: the audit is theirs). While they load, placeholder lines; if
 * they cannot be read, that is said: an empty list would claim there are none.
 */
export function LatestChanges() {
  const translate = useTranslate();
  const { data = [], isPending, error } = useGetList<AuditRow>('auditoria', { pagination: { page: 1, perPage: 5 }, sort: { field: 'at', order: 'DESC' } });
  return (
    <Card sx={{ flex: 1 }}>
      <CardHeader title={translate('vegeo.dashboard.latest')} action={<Button component={Link} to="/auditoria" label="vegeo.dashboard.seeAll" />} />
      <CardContent>
        {isPending && (
          <Box role="status" aria-label={translate('ra.page.loading')}>
            {[0, 1, 2].map((line) => (
              <Skeleton key={line} height={40} />
            ))}
          </Box>
        )}
        {error ? <Alert severity="error">{translate('vegeo.dashboard.latestFailed')}</Alert> : null}
        {!isPending && !error && data.length === 0 && translate('vegeo.dashboard.noChanges')}
        <List dense>
          {data.map((entry) => (
            <ListItem key={entry.id} component={Link} to={`/auditoria/${entry.id}/show`} sx={{ color: 'inherit' }}>
              <ListItemText
                primary={`${translate(`vegeo.accion.${entry.accion}`)} · ${translate(`vegeo.tipo.${entry.tipo}`)} «${recordName(entry)}»`}
                secondary={`${whoOf(entry)} · ${whenOf(entry.at)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
