import type { MouseEvent } from 'react';

// The same handler for every link: a list's search changes a link's text and address, not its props' functions.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A link to a parent record's page, by the name the row already carries (no extra query). A plain
 * anchor into react-admin's hash router, not a router `<Link>`: a `<Link>` renders again on every
 * change of the location, and a list's search changes it on every keystroke with 50 of these on
 * screen. No styled component either: `parentLinkSx` colours them once per table.
 */
export function ParentLink({ resource, id, name }: { resource: 'estados' | 'municipios'; id: string; name: string }) {
  return (
    <a className="vegeo-parent-link" href={`#/${resource}/${id}/show`} onClick={stopPropagation}>
      {name || id}
    </a>
  );
}

/** The `sx` of a table or page holding `ParentLink`s. */
export const parentLinkSx = { '& .vegeo-parent-link': { color: 'primary.main' } } as const;
