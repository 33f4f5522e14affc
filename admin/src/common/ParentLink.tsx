import { LinkBase } from 'react-admin';

/**
 * A link to a parent record's page, by the name the row already carries (no extra query). A plain
 * router link: 50 of them render on every keystroke of a list's search, so they carry no styled
 * component of their own; `parentLinkSx` colours them once per table.
 */
export function ParentLink({ resource, id, name }: { resource: 'estados' | 'municipios'; id: string; name: string }) {
  return (
    <LinkBase className="vegeo-parent-link" to={`/${resource}/${id}/show`} onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}>
      {name || id}
    </LinkBase>
  );
}

/** The `sx` of a table or page holding `ParentLink`s. */
export const parentLinkSx = { '& .vegeo-parent-link': { color: 'primary.main' } } as const;
