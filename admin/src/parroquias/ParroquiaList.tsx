import { DataTable, List, SearchInput } from 'react-admin';
import { SmallList } from '../common/SmallList.js';
import { ListActions } from '../common/ListActions.js';
import { ParentLink } from '../common/ParentLink.js';
import { ShowRowsBody, showRowsSx } from '../common/ShowRowsBody.js';
import { csvExporter } from '../common/csvExporter.js';
import { EstadoPicker, MunicipioPicker } from '../common/pickers.js';
import { useIsSmall } from '../common/useIsSmall.js';
import { useLinkedListParams } from '../common/useLinkedListParams.js';
import type { ParroquiaRow } from '../dataProvider/rows.js';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
  <EstadoPicker key="estadoId" alwaysOn />,
  <MunicipioPicker key="municipioId" alwaysOn />,
];

const exporter = csvExporter('parroquias', {
  id: 'id',
  parroquia: 'parroquia',
  municipioId: 'municipioId',
  nombreMunicipio: 'municipio',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
});

// Hoisted: the rows render again only when their record changes (ShowRowsBody).
const columns = [
  <DataTable.Col key="id" source="id" />,
  <DataTable.Col key="parroquia" source="parroquia" />,
  <DataTable.Col<ParroquiaRow>
    key="nombreMunicipio"
    source="nombreMunicipio"
    render={(record) => <ParentLink resource="municipios" id={record.municipioId} name={record.nombreMunicipio} />}
  />,
  <DataTable.Col<ParroquiaRow> key="nombreEstado" source="nombreEstado" render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />} />,
];

export function ParroquiaList() {
  const linked = useLinkedListParams('parroquias');
  const small = useIsSmall();
  return (
    <List {...linked} filters={filters} actions={<ListActions />} exporter={exporter} sort={{ field: 'parroquia', order: 'ASC' }} perPage={25} debounce={300}>
      {small ? (
        <SmallList<ParroquiaRow>
          primaryText={(record) => record.parroquia}
          secondaryText={(record) => `${record.nombreMunicipio}, ${record.nombreEstado}`}
          tertiaryText={(record) => record.id}
          linkType="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} sx={showRowsSx} body={ShowRowsBody}>
          {columns}
        </DataTable>
      )}
    </List>
  );
}
