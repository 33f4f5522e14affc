import { Link } from 'react-admin';

/** A link to a parent record's page, by the name the row already carries (no extra query). */
export function ParentLink({ resource, id, name }: { resource: 'estados' | 'municipios'; id: string; name: string }) {
  return (
    <Link to={`/${resource}/${id}/show`} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {name || id}
    </Link>
  );
}
