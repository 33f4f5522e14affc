import { CreateButton, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.js';

/** Above every geography list: create (when the role allows it) and CSV export of every match. */
export function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportCsvButton maxResults={5000} />
    </TopToolbar>
  );
}
