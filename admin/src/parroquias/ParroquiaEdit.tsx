import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar.js';
import type { RaParroquia } from '../dataProvider/rows.js';
import { ParroquiaForm } from './ParroquiaForm.js';

export function ParroquiaEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <ParroquiaForm editing toolbar={<EditToolbar<RaParroquia> label={(record) => record.parroquia} />} />
    </Edit>
  );
}
