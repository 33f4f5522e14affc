import { SimpleForm, TextArrayInput, TextInput, maxLength, regex, required } from 'react-admin';
import { NotaInput } from '../forms/NotaInput.js';
import { RealtimeEditNotice } from '../realtime/RealtimeEditNotice.js';
import type { ReactElement } from 'react';

const name = [required(), maxLength(200)];
// A reload after someone else's change keeps the fields the user changed.
const keepTyping = { keepDirtyValues: true };
const iso = [required(), regex(/^VE-[A-Z]$/, 'El código tiene la forma VE-X (una letra mayúscula).')];

/** The estado's fields, for create and edit. */
export function EstadoForm({ toolbar, editing = false }: { toolbar?: ReactElement; editing?: boolean }) {
  return (
    <SimpleForm toolbar={toolbar} sanitizeEmptyValues={false} resetOptions={keepTyping}>
      {editing && <RealtimeEditNotice />}
      <TextInput source="estado" validate={name} fullWidth />
      <TextInput source="capital" validate={name} fullWidth />
      <TextInput source="iso_31662" validate={iso} />
      <TextArrayInput source="ciudades" helperText="Ciudades por las que también se encuentra el estado (Enter tras cada una)." />
      <NotaInput />
    </SimpleForm>
  );
}
