import { EditButton, TopToolbar } from 'react-admin';
import { DeleteWithCascadeButton } from '../forms/DeleteWithCascadeButton.js';
import { HistoryButton } from './HistoryButton.js';

/** On a show page: its history, edit and delete, each only when the role allows it. */
export function ShowActions<T extends { id: string | number }>({ label }: { label: (record: T) => string }) {
  return (
    <TopToolbar>
      <HistoryButton />
      <EditButton />
      <DeleteWithCascadeButton label={label as (record: { id: string | number }) => string} />
    </TopToolbar>
  );
}
