import { SaveButton, Toolbar } from 'react-admin';
import { DeleteWithCascadeButton } from './DeleteWithCascadeButton.js';

/** Save, and delete with its confirmation. */
export function EditToolbar<T extends { id: string | number }>({ label }: { label: (record: T) => string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithCascadeButton label={label as (record: { id: string | number }) => string} />
    </Toolbar>
  );
}
