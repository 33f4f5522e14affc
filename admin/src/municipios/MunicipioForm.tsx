import type { ReactElement } from 'react';
import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { NotaInput } from '../forms/NotaInput.js';
import { GeoFormPickers } from '../forms/geoPicker/GeoFormPickers.js';
import { RealtimeEditNotice } from '../realtime/RealtimeEditNotice.js';

const name = [required(), maxLength(200)];
// A reload after someone else's change keeps the fields the user changed.
const keepTyping = { keepDirtyValues: true };

/** The municipio's fields; its estado is chosen on creation only (parents never move). */
export function MunicipioForm({ toolbar, editing = false }: { toolbar?: ReactElement; editing?: boolean }) {
  return (
    <SimpleForm toolbar={toolbar} sanitizeEmptyValues={false} resetOptions={keepTyping}>
      {editing && <RealtimeEditNotice />}
      {editing ? <TextInput source="nombreEstado" disabled /> : <GeoFormPickers nivel="estado" />}
      <TextInput source="municipio" validate={name} fullWidth />
      <TextInput source="capital" validate={name} fullWidth />
      <NotaInput />
    </SimpleForm>
  );
}
