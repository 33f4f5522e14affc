import { DataTable, DateField, List, SelectInput, TextField, useTranslate } from 'react-admin';
import { SmallList } from '../common/SmallList.js';
import { useIsSmall } from '../common/useIsSmall.js';
import type { AuditRow } from '../dataProvider/audit.js';
import { RecordLink } from './RecordLink.js';

const tipos = ['estado', 'municipio', 'parroquia', 'usuario'].map((id) => ({ id, name: `vegeo.tipo.${id}` }));
const acciones = ['crear', 'editar', 'borrar', 'restaurar', 'rol', 'invitar', 'desactivar', 'activar'].map((id) => ({ id, name: `vegeo.accion.${id}` }));

const filters = [<SelectInput key="tipo" source="tipo" choices={tipos} alwaysOn />, <SelectInput key="accion" source="accion" choices={acciones} alwaysOn />];

/** Every change, newest first, paged by cursor: who, when, what. */
export function AuditList() {
  const small = useIsSmall();
  const translate = useTranslate();
  const what = (record: AuditRow) => `${translate(`vegeo.accion.${record.accion}`)} · ${translate(`vegeo.tipo.${record.tipo}`)} ${record.registroId}`;
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false} actions={false}>
      {small ? (
        <SmallList<AuditRow>
          primaryText={what}
          secondaryText={(record) => record.email ?? record.uid}
          tertiaryText={(record) => new Date(record.at).toLocaleString('es-VE')}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="at" disableSort field={DateField} />
          <DataTable.Col source="email" disableSort render={(record: AuditRow) => record.email ?? record.uid} />
          <DataTable.Col source="accion" disableSort render={(record: AuditRow) => translate(`vegeo.accion.${record.accion}`)} />
          <DataTable.Col source="tipo" disableSort render={(record: AuditRow) => translate(`vegeo.tipo.${record.tipo}`)} />
          <DataTable.Col source="registroId" disableSort render={(record: AuditRow) => <RecordLink record={record} />} />
          <DataTable.Col source="version" disableSort />
          <DataTable.Col source="nota" disableSort>
            <TextField source="nota" emptyText="" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

