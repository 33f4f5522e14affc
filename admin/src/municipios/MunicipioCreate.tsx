import { Create } from 'react-admin';
import { MunicipioForm } from './MunicipioForm.js';

export function MunicipioCreate() {
  return (
    <Create redirect="show" title="vegeo.create.municipios">
      <MunicipioForm />
    </Create>
  );
}
