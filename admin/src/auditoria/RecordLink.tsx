import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AuditRow } from '../dataProvider/audit.js';

const RESOURCE: Record<string, string> = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' };

/** The changed record's id, linked to its page (a deleted one's page says it no longer exists). */
export function RecordLink({ record }: { record: Pick<AuditRow, 'tipo' | 'registroId'> }) {
  const resource = RESOURCE[record.tipo];
  if (!resource) return <>{record.registroId}</>;
  return (
    <Link component={RouterLink} to={`/${resource}/${record.registroId}/show`} onClick={(event) => event.stopPropagation()}>
      {record.registroId}
    </Link>
  );
}
