import { TextInput, maxLength } from 'react-admin';

/** Why the change is made (a source, a ticket): stored with the change's audit entry. */
export function NotaInput() {
  return <TextInput source="nota" label="vegeo.nota" multiline fullWidth validate={maxLength(500)} helperText={false} />;
}
