import { Edit } from 'react-admin';
import { EditToolbar } from '../forms/EditToolbar.js';
import type { RaMunicipio } from '../dataProvider/rows.js';
import { MunicipioForm } from './MunicipioForm.js';

export function MunicipioEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <MunicipioForm editing toolbar={<EditToolbar<RaMunicipio> label={(record) => record.municipio} />} />
    </Edit>
  );
}
