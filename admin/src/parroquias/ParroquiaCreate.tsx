import { Create } from 'react-admin';
import { ParroquiaForm } from './ParroquiaForm.js';

export function ParroquiaCreate() {
  return (
    <Create redirect="show" title="vegeo.create.parroquias">
      <ParroquiaForm />
    </Create>
  );
}
