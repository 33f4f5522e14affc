import { BooleanInput, DateField, DeleteWithConfirmButton, Edit, FunctionField, Labeled, SaveButton, SelectInput, SimpleForm, TextField, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { HistoryButton } from '../show/HistoryButton.js';
import type { UsuarioRow } from '../dataProvider/usuarios.js';
import { ROLE_CHOICES, methodsText } from './accountLabels.js';

function UsuarioToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton confirmTitle="vegeo.usuarios.deleteTitle" confirmContent="vegeo.usuarios.deleteConfirm" />
    </Toolbar>
  );
}

/** An account: its role and whether it may sign in, changed through the callables; or deleted. */
export function UsuarioEdit() {
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={
        <TopToolbar>
          <HistoryButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<UsuarioToolbar />}>
        <Labeled>
          <TextField source="email" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="telefono" emptyText="—" />
        </Labeled>
        <Labeled>
          <TextField source="nombre" emptyText="—" />
        </Labeled>
        <Labeled>
          <FunctionField<UsuarioRow> source="metodos" render={(record) => methodsText(record.metodos)} />
        </Labeled>
        <Labeled>
          <DateField source="ultimoAcceso" showTime emptyText="nunca" />
        </Labeled>
        <SelectInput source="role" choices={ROLE_CHOICES} />
        <BooleanInput source="desactivado" helperText={translate('vegeo.usuarios.disabledHelp')} />
      </SimpleForm>
    </Edit>
  );
}
