import { CardContent, Typography } from '@mui/material';
import { Button, DataTable, DateInput, List, ReferenceInput, AutocompleteInput, SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { SmallList } from '../lists/SmallList.js';
import { useIsSmall } from '../layout/useIsSmall.js';
import type { AuditRow } from '../dataProvider/audit.js';
import { AuditPagination } from './AuditPagination.js';
import { recordName, whenOf, whoOf } from './describe.js';
import { RecordLink } from './RecordLink.js';

const tipos = ['estado', 'municipio', 'parroquia', 'usuario'].map((id) => ({ id, name: `vegeo.tipo.${id}` }));
const acciones = ['crear', 'editar', 'borrar', 'restaurar', 'importar', 'rol', 'invitar', 'desactivar', 'activar'].map((id) => ({ id, name: `vegeo.accion.${id}` }));
const byEmail = { field: 'email', order: 'ASC' } as const;

/**
 * Each filter as wide as what it holds, so that the six fit one row beside the menu from 1280 px
 * (a scrollbar's width to spare), where react-admin's widths put the last on a row of its own. On
 * a phone they keep react-admin's.
 */
const width = (sm: number) => ({ width: { sm }, minWidth: { sm: 0 } });

// Who, which record, what and when: Directus's activity filters. Each is answered by an index.
const filters = [
  <ReferenceInput key="uid" source="uid" reference="usuarios" sort={byEmail} perPage={100} alwaysOn>
    <AutocompleteInput label="resources.auditoria.fields.email" sx={width(160)} optionText={(account: { email: string | null; telefono?: string | null; id: string }) => account.email ?? account.telefono ?? account.id} />
  </ReferenceInput>,
  <SelectInput key="accion" source="accion" choices={acciones} alwaysOn sx={width(160)} />,
  <SelectInput key="tipo" source="tipo" choices={tipos} alwaysOn sx={width(120)} />,
  <TextInput key="registroId" source="registroId" alwaysOn sx={width(120)} />,
  <DateInput key="desde" source="desde" alwaysOn sx={width(150)} />,
  <DateInput key="hasta" source="hasta" alwaysOn sx={width(150)} />,
];

/** Every change, newest first, paged by cursor: who, when (date and time), what, and why. */
export function AuditList() {
  const small = useIsSmall();
  const translate = useTranslate();
  const what = (record: AuditRow) => `${translate(`vegeo.accion.${record.accion}`)} · ${translate(`vegeo.tipo.${record.tipo}`)} «${recordName(record)}»`;
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false} actions={false} pagination={<AuditPagination />}>
      {small ? (
        <SmallList<AuditRow> primaryText={what} secondaryText={whoOf} tertiaryText={(record) => whenOf(record.at)} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} empty={<NoneFiltered />}>
          <DataTable.Col source="at" disableSort render={(record: AuditRow) => whenOf(record.at)} />
          <DataTable.Col source="email" disableSort render={whoOf} />
          <DataTable.Col source="accion" disableSort render={(record: AuditRow) => translate(`vegeo.accion.${record.accion}`)} />
          <DataTable.Col source="tipo" disableSort render={(record: AuditRow) => translate(`vegeo.tipo.${record.tipo}`)} />
          <DataTable.Col source="registroId" disableSort render={(record: AuditRow) => <RecordLink record={record} />} />
          <DataTable.Col source="nota" disableSort render={(record: AuditRow) => record.nota ?? ''} />
        </DataTable>
      )}
    </List>
  );
}

/**
 * No entry matches the filters (an audit with none at all shows its empty page instead):
 * react-admin's own text would name the resource by its menu label («No se encontraron Auditoría»).
 */
function NoneFiltered() {
  const translate = useTranslate();
  const { setFilters } = useListContext();
  return (
    <CardContent>
      <Typography variant="body2">
        {translate('vegeo.audit.noneFiltered')} <Button onClick={() => setFilters({}, [])} label="ra.navigation.clear_filters" />
      </Typography>
    </CardContent>
  );
}
