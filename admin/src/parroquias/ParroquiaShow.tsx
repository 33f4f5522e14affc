import { Show, SimpleShowLayout, TextField, WithRecord } from 'react-admin';
import { ParentLink, parentLinkSx } from '../show/ParentLink.js';
import { ShowActions } from '../show/ShowActions.js';
import type { RaParroquia } from '../dataProvider/rows.js';

export function ParroquiaShow() {
  return (
    <Show actions={<ShowActions<RaParroquia> label={(record) => record.parroquia} />}>
      <SimpleShowLayout sx={parentLinkSx}>
        <TextField source="id" />
        <TextField source="parroquia" />
        <WithRecord<RaParroquia>
          label="resources.parroquias.fields.municipioId"
          render={(record) => <ParentLink resource="municipios" id={record.municipioId} name={record.nombreMunicipio} />}
        />
        <WithRecord<RaParroquia>
          label="resources.parroquias.fields.estadoId"
          render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
