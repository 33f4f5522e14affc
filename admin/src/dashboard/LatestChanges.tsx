import { Card, CardContent, CardHeader, List, ListItem, ListItemText } from '@mui/material';
import { Button, useGetList, useTranslate, LinkBase as Link } from 'react-admin';
import { recordName, whenOf, whoOf } from '../auditoria/describe.js';
import type { AuditRow } from '../dataProvider/audit.js';

/** The newest five changes (admins: the audit is theirs). */
export function LatestChanges() {
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<AuditRow>('auditoria', { pagination: { page: 1, perPage: 5 }, sort: { field: 'at', order: 'DESC' } });
  return (
    <Card sx={{ flex: 1 }}>
      <CardHeader title={translate('vegeo.dashboard.latest')} action={<Button component={Link} to="/auditoria" label="vegeo.dashboard.seeAll" />} />
      <CardContent>
        {!isPending && data.length === 0 && translate('vegeo.dashboard.noChanges')}
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
