import { CreateButton, ExportButton, TopToolbar } from 'react-admin';

/**
 * A geography list's actions: create (for whoever may) and export to CSV every record the filters
 * match (the 1139 parroquias fit). Further actions on the whole list join this toolbar.
 */
export function GeoListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}
