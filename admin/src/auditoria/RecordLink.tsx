import { Link } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';
import { recordName } from './describe.js';

const RESOURCE: Record<string, string> = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias', usuario: 'usuarios' };
const PAGE: Record<string, string> = { estados: 'show', municipios: 'show', parroquias: 'show', usuarios: '' };

/** The changed record by its name (a deleted one's too) and id, linked to its page. */
export function RecordLink({ record }: { record: Pick<AuditRow, 'tipo' | 'registroId' | 'antes' | 'despues'> }) {
  const resource = RESOURCE[record.tipo];
  const name = recordName(record);
  const text = name === record.registroId ? name : `${name} (${record.registroId})`;
  if (!resource) return <>{text}</>;
  const page = PAGE[resource];
  return (
    <Link to={`/${resource}/${record.registroId}${page ? `/${page}` : ''}`} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {text}
    </Link>
  );
}
