import { DataTable, List, SearchInput } from 'react-admin';
import { SmallList } from '../common/SmallList.js';
import { ListActions } from '../common/ListActions.js';
import { ShowRowsBody, showRowsSx } from '../common/ShowRowsBody.js';
import { csvExporter } from '../common/csvExporter.js';
import { useIsSmall } from '../common/useIsSmall.js';
import { useLinkedListParams } from '../common/useLinkedListParams.js';
import type { EstadoRow } from '../dataProvider/rows.js';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];

const exporter = csvExporter('estados', {
  id: 'id',
  estado: 'estado',
  capital: 'capital',
  iso_31662: 'iso_31662',
  municipios: 'municipios',
  parroquias: 'parroquias',
  ciudades: 'ciudades',
});

// Hoisted: the rows render again only when their record changes (ShowRowsBody).
const columns = [
  <DataTable.Col key="id" source="id" />,
  <DataTable.Col key="estado" source="estado" />,
  <DataTable.Col key="capital" source="capital" />,
  <DataTable.Col key="iso_31662" source="iso_31662" />,
  <DataTable.NumberCol key="municipios" source="municipios" />,
  <DataTable.NumberCol key="parroquias" source="parroquias" />,
];

export function EstadoList() {
  const linked = useLinkedListParams('estados');
  const small = useIsSmall();
  return (
    <List {...linked} filters={filters} actions={<ListActions />} exporter={exporter} sort={{ field: 'estado', order: 'ASC' }} perPage={25} debounce={300}>
      {small ? (
        <SmallList<EstadoRow>
          primaryText={(record) => record.estado}
          secondaryText={(record) => `${record.capital} · ${record.municipios} municipios`}
          tertiaryText={(record) => record.iso_31662}
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
