import { DataTable, Labeled, NumberField, Pagination, ReferenceManyField, Show, SimpleShowLayout, TextField, WithRecord } from 'react-admin';
import { ParentLink, parentLinkSx } from '../show/ParentLink.js';
import { ShowActions } from '../show/ShowActions.js';
import type { RaMunicipio } from '../dataProvider/rows.js';

export function MunicipioShow() {
  return (
    <Show actions={<ShowActions<RaMunicipio> label={(record) => record.municipio} />}>
      <SimpleShowLayout sx={parentLinkSx}>
        <TextField source="id" />
        <TextField source="municipio" />
        <TextField source="capital" />
        <WithRecord<RaMunicipio>
          label="resources.municipios.fields.estadoId"
          render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />}
        />
        <NumberField source="parroquias" />
        <Labeled label="resources.municipios.fields.parroquias" fullWidth>
          <ReferenceManyField reference="parroquias" target="municipioId" sort={{ field: 'parroquia', order: 'ASC' }} perPage={50} pagination={<Pagination />}>
            <DataTable rowClick={(id) => `/parroquias/${id}/show`} bulkActionButtons={false}>
              <DataTable.Col source="id" />
              <DataTable.Col source="parroquia" />
            </DataTable>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
