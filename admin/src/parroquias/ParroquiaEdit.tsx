import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar.js';
import type { ParroquiaRow } from '../dataProvider/rows.js';
import { ParroquiaForm } from './ParroquiaForm.js';

export function ParroquiaEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ParroquiaForm editing toolbar={<EditToolbar<ParroquiaRow> label={(record) => record.parroquia} />} />
    </Edit>
  );
}
