import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar.js';
import type { EstadoRow } from '../dataProvider/rows.js';
import { EstadoForm } from './EstadoForm.js';

export function EstadoEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <EstadoForm editing toolbar={<EditToolbar<EstadoRow> label={(record) => record.estado} />} />
    </Edit>
  );
}
