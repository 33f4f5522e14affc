import { BooleanField, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar, CreateButton, useTranslate } from 'react-admin';
import type { UsuarioRow } from '../dataProvider/usuarios.js';
import { ROLE_CHOICES, methodsText } from './roles.js';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por correo o nombre" />, <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />];

/** Every account: who, with what role, how they sign in, when, and whether it is disabled. */
export function UsuarioList() {
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="vegeo.usuarios.invite" />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="email" />
        <DataTable.Col source="nombre" />
        <DataTable.Col source="role" render={(record: UsuarioRow) => translate(`vegeo.role.${record.role}`)} />
        <DataTable.Col source="metodos" disableSort render={(record: UsuarioRow) => methodsText(record.metodos)} />
        <DataTable.Col source="creado" field={DateField} />
        <DataTable.Col source="ultimoAcceso">
          <DateField source="ultimoAcceso" showTime emptyText="nunca" />
        </DataTable.Col>
        <DataTable.Col source="desactivado" field={BooleanField} />
      </DataTable>
    </List>
  );
}
