import { CreateButton, ExportButton, TopToolbar } from 'react-admin';
import { ImportButton } from '../importar/ImportButton.js';

/**
 * A geography list's actions: create (for whoever may), export to CSV every record the filters
 * match (the 1139 parroquias fit), import a CSV file (for whoever may create). Further actions
 * on the whole list join this toolbar.
 */
export function GeoListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton maxResults={5000} />
      <ImportButton />
    </TopToolbar>
  );
}
