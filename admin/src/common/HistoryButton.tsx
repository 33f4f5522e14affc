import HistoryIcon from '@mui/icons-material/History';
import { Button, Link, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';

const TIPO: Record<string, string> = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia', usuarios: 'usuario' };

/** «Historial»: the audit filtered to this record, newest first (Directus's revisions). Admins only, as the audit is. */
export function HistoryButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource: 'auditoria', action: 'list' });
  if (!record || !canAccess || !TIPO[resource]) return null;
  const filter = encodeURIComponent(JSON.stringify({ tipo: TIPO[resource], registroId: String(record.id) }));
  return (
    <Button component={Link} to={`/auditoria?filter=${filter}&page=1`} label="vegeo.audit.history">
      <HistoryIcon />
    </Button>
  );
}
