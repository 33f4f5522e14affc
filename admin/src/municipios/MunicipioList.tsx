import { DataTable, List, SearchInput } from 'react-admin';
import { SmallList } from '../common/SmallList.js';
import { ListActions } from '../common/ListActions.js';
import { ParentLink } from '../common/ParentLink.js';
import { ShowRowsBody, showRowsSx } from '../common/ShowRowsBody.js';
import { csvExporter } from '../common/csvExporter.js';
import { EstadoPicker } from '../common/pickers.js';
import { useIsSmall } from '../common/useIsSmall.js';
import { useLinkedListParams } from '../common/useLinkedListParams.js';
import type { MunicipioRow } from '../dataProvider/rows.js';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />, <EstadoPicker key="estadoId" alwaysOn />];

const exporter = csvExporter('municipios', {
  id: 'id',
  municipio: 'municipio',
  capital: 'capital',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
  parroquias: 'parroquias',
});

// Hoisted: the rows render again only when their record changes (ShowRowsBody).
const columns = [
  <DataTable.Col key="id" source="id" />,
  <DataTable.Col key="municipio" source="municipio" />,
  <DataTable.Col key="capital" source="capital" />,
  <DataTable.Col<MunicipioRow> key="nombreEstado" source="nombreEstado" render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />} />,
  <DataTable.NumberCol key="parroquias" source="parroquias" />,
];

export function MunicipioList() {
  const linked = useLinkedListParams('municipios');
  const small = useIsSmall();
  return (
    <List {...linked} filters={filters} actions={<ListActions />} exporter={exporter} sort={{ field: 'municipio', order: 'ASC' }} perPage={25} debounce={300}>
      {small ? (
        <SmallList<MunicipioRow>
          primaryText={(record) => record.municipio}
          secondaryText={(record) => `${record.nombreEstado} · capital ${record.capital}`}
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
