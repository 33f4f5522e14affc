import type { Theme } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { SmallList } from '../lists/SmallList.js';
import { useIsSmall } from '../layout/useIsSmall.js';
import type { UsuarioRow } from '../dataProvider/usuarios.js';
import { ROLE_CHOICES, accountName, methodsText } from './accountLabels.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por correo, nombre o teléfono" sx={{ width: { xs: '100%', sm: 360 } }} />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
];

// On a phone Invitar floats at the bottom: its toolbar keeps no height of its own above the search.
const phoneToolbarSx = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { minHeight: 0 } });

// A disabled account reads as such, and is greyed, as Django admin's inactive users are not.
const rowSx = (record: UsuarioRow) => (record.desactivado ? { opacity: 0.55 } : {});

/** Every account: who, with what role, how they sign in, when, and whether it is disabled. */
export function UsuarioList() {
  const translate = useTranslate();
  const small = useIsSmall();
  const state = (record: UsuarioRow) => translate(record.desactivado ? 'vegeo.usuarios.disabled' : 'vegeo.usuarios.enabled');
  return (
    <List
      filters={filters}
      sort={{ field: 'email', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar sx={phoneToolbarSx}>
          <CreateButton label="vegeo.usuarios.invite" />
        </TopToolbar>
      }
    >
      {small ? (
        <SmallList<UsuarioRow>
          primaryText={accountName}
          secondaryText={(record) => `${translate(`vegeo.role.${record.role}`)} · ${state(record)}`}
          tertiaryText={(record) => methodsText(record.metodos)}
          linkType="edit"
          rowSx={rowSx}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} rowSx={rowSx}>
          <DataTable.Col source="email" render={accountName} />
          <DataTable.Col source="nombre" render={(record: UsuarioRow) => record.nombre ?? '—'} />
          <DataTable.Col source="role" render={(record: UsuarioRow) => translate(`vegeo.role.${record.role}`)} />
          <DataTable.Col source="metodos" disableSort render={(record: UsuarioRow) => methodsText(record.metodos)} />
          <DataTable.Col source="creado" field={DateField} />
          <DataTable.Col source="ultimoAcceso">
            <DateField source="ultimoAcceso" showTime emptyText="nunca" />
          </DataTable.Col>
          <DataTable.Col source="desactivado" label="vegeo.usuarios.state" render={state} />
        </DataTable>
      )}
    </List>
  );
}
