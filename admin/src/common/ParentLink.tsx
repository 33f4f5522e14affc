import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** A link to a parent record's page, by the name the row already carries (no extra query). */
export function ParentLink({ resource, id, name }: { resource: 'estados' | 'municipios'; id: string; name: string }) {
  return (
    <Link component={RouterLink} to={`/${resource}/${id}/show`} onClick={(event) => event.stopPropagation()}>
      {name || id}
    </Link>
  );
}
