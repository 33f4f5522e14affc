import { CreateButton, ExportButton, TopToolbar } from 'react-admin';

/** Above every geography list: create (when the role allows it) and CSV export of every match. */
export function ListActions() {
  return (
    <TopToolbar>
      <CreateButton />
      <ExportButton maxResults={5000} />
    </TopToolbar>
  );
}
