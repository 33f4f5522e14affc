import type { MouseEvent } from 'react';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

// The row's own click opens the same page: the link's click is not counted twice.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A row's name as a link to the record's page: what Tab reaches and Enter opens in a list whose
 * rows are clicked with the mouse (Django admin's first link).
 */
export function RowLink({ text }: { text: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <a className="vegeo-row-link" href={`#${createPath({ resource, id: record.id, type: 'show' })}`} onClick={stopPropagation}>
      {text}
    </a>
  );
}
