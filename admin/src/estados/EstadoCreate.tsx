import { Create } from 'react-admin';
import { EstadoForm } from './EstadoForm.js';

export function EstadoCreate() {
  return (
    <Create redirect="show" title="vegeo.create.estados">
      <EstadoForm />
    </Create>
  );
}
