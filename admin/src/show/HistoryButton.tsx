import HistoryIcon from '@mui/icons-material/History';
import { kindOf } from '@vegeo/data';
import { Button, Link, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';

const tipoOf = (resource: string) => kindOf(resource) ?? (resource === 'usuarios' ? 'usuario' : undefined);

/** «Historial»: the audit filtered to this record, newest first (Directus's revisions). Admins only, as the audit is. */
export function HistoryButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource: 'auditoria', action: 'list' });
  const tipo = tipoOf(resource);
  if (!record || !canAccess || !tipo) return null;
  const filter = encodeURIComponent(JSON.stringify({ tipo, registroId: String(record.id) }));
  return (
    <Button component={Link} to={`/auditoria?filter=${filter}&page=1`} label="vegeo.audit.history">
      <HistoryIcon />
    </Button>
  );
}
