import { Link } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';

const RESOURCE: Record<string, string> = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' };

/** The changed record's id, linked to its page (a deleted one's page says it no longer exists). */
export function RecordLink({ record }: { record: Pick<AuditRow, 'tipo' | 'registroId'> }) {
  const resource = RESOURCE[record.tipo];
  if (!resource) return <>{record.registroId}</>;
  return (
    <Link to={`/${resource}/${record.registroId}/show`} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {record.registroId}
    </Link>
  );
}
