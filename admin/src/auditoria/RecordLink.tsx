import { collectionOf } from '@vegeo/data';
import { Link } from 'react-admin';
import type { AuditRow } from '../dataProvider/audit.js';
import { recordName } from './describe.js';

/** The changed record by its name (a deleted one's too) and id, linked to its page. */
export function RecordLink({ record }: { record: Pick<AuditRow, 'tipo' | 'registroId' | 'antes' | 'despues'> & { accion?: string } }) {
  // An import's batch is about many records: it is named by its import's id, linked to every batch of it.
  if (record.accion === 'importar') return <Link to={`/auditoria?filter=${encodeURIComponent(JSON.stringify({ registroId: record.registroId }))}&page=1`} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>{`Importación ${record.registroId}`}</Link>;
  const name = recordName(record);
  const text = name === record.registroId ? name : `${name} (${record.registroId})`;
  // A place opens on its page; an account has none of its own, only the users' list's edit.
  const collection = collectionOf(record.tipo);
  const to = collection ? `/${collection}/${record.registroId}/show` : record.tipo === 'usuario' ? `/usuarios/${record.registroId}` : undefined;
  if (!to) return <>{text}</>;
  return (
    <Link to={to} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {text}
    </Link>
  );
}
