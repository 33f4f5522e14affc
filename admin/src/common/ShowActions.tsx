import { EditButton, TopToolbar } from 'react-admin';
import { DeleteWithCascadeButton } from './DeleteWithCascadeButton.js';

/** On a show page: edit and delete, each only when the role allows it. */
export function ShowActions<T extends { id: string | number }>({ label }: { label: (record: T) => string }) {
  return (
    <TopToolbar>
      <EditButton />
      <DeleteWithCascadeButton label={label as (record: { id: string | number }) => string} />
    </TopToolbar>
  );
}
