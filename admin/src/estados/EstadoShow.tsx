import { ChipField, DataTable, Labeled, NumberField, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField, TextArrayField } from 'react-admin';
import { ShowActions } from '../show/ShowActions.js';
import type { RaEstado } from '../dataProvider/rows.js';

export function EstadoShow() {
  return (
    <Show actions={<ShowActions<RaEstado> label={(record) => record.estado} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="estado" />
        <TextField source="capital" />
        <ChipField source="iso_31662" />
        <TextArrayField source="ciudades" emptyText="—" />
        <NumberField source="municipios" />
        <NumberField source="parroquias" />
        <Labeled label="resources.estados.fields.municipios" fullWidth>
          <ReferenceManyField reference="municipios" target="estadoId" sort={{ field: 'municipio', order: 'ASC' }} perPage={50} pagination={<Pagination />}>
            <DataTable rowClick={(id) => `/municipios/${id}/show`} bulkActionButtons={false}>
              <DataTable.Col source="id" />
              <DataTable.Col source="municipio" />
              <DataTable.Col source="capital" />
              <DataTable.NumberCol source="parroquias" />
            </DataTable>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
