import { Create, SelectInput, SimpleForm, TextInput, email, required, useNotify, useRedirect } from 'react-admin';
import type { UsuarioRow } from '../dataProvider/usuarios.js';
import { ROLE_CHOICES } from './accountLabels.js';

/** Invites a person: their account is made with the role, and they get a sign-in link by e-mail. */
export function UsuarioCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (account: UsuarioRow) => {
    notify('vegeo.usuarios.invited', { type: 'info', messageArgs: { email: account.email ?? '' } });
    redirect('list', 'usuarios');
  };
  return (
    <Create title="vegeo.usuarios.invite" mutationOptions={{ meta: {}, onSuccess }}>
      <SimpleForm defaultValues={{ role: 'viewer' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="nombre" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
