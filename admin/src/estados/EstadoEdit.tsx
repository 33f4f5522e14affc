import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar.js';
import type { RaEstado } from '../dataProvider/rows.js';
import { EstadoForm } from './EstadoForm.js';

export function EstadoEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <EstadoForm editing toolbar={<EditToolbar<RaEstado> label={(record) => record.estado} />} />
    </Edit>
  );
}
