import { Create, SelectInput, SimpleForm, TextInput, email, required } from 'react-admin';
import { ROLE_CHOICES } from './roles.js';

/** Invites a person: their account is made with the role, and they get a sign-in link by e-mail. */
export function UsuarioCreate() {
  return (
    <Create title="vegeo.usuarios.invite" redirect="list" mutationOptions={{ meta: {} }}>
      <SimpleForm defaultValues={{ role: 'viewer' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="nombre" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
