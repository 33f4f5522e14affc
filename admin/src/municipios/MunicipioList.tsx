import { DataTable, SearchInput } from 'react-admin';
import { GeoFilterPickers } from '../forms/geoPicker/GeoFilterPickers.js';
import { useIsSmall } from '../layout/useIsSmall.js';
import { CloseMatchesNotice } from '../lists/CloseMatchesNotice.js';
import { csvExporter } from '../lists/csvExporter.js';
import { geoBulkActions } from '../lists/GeoBulkActions.js';
import { GeoList } from '../lists/GeoList.js';
import { geoListProps } from '../lists/geoListProps.js';
import { NoneFiltered } from '../lists/NoneFiltered.js';
import { geoTableParts } from '../lists/GeoTableParts.js';
import { geoTableSx } from '../lists/geoTableSx.js';
import { RowLink } from '../lists/RowLink.js';
import { SmallList } from '../lists/SmallList.js';
import { ParentLink } from '../show/ParentLink.js';
import type { RaMunicipio } from '../dataProvider/rows.js';

const exporter = csvExporter('municipios', {
  id: 'id',
  municipio: 'municipio',
  capital: 'capital',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
  parroquias: 'parroquias',
});

const filters = [<SearchInput key="q" source="q" alwaysOn />, <GeoFilterPickers key="estadoId" source="estadoId" nivel="estado" alwaysOn />];
const tableParts = geoTableParts<RaMunicipio>((record) => record.municipio);
const tableSx = geoTableSx(['5rem', undefined, undefined, undefined, '8.5rem']);

/** Every municipio: search, an estado filter, sortable columns, bulk actions. */
export function MunicipioList() {
  const small = useIsSmall();
  return (
    <GeoList<RaMunicipio> {...geoListProps} filters={filters} sort={{ field: 'municipio', order: 'ASC' }} exporter={exporter}>
      <CloseMatchesNotice />
      {small ? (
        <SmallList<RaMunicipio>
          primaryText={(record) => record.municipio}
          secondaryText={(record) => `${record.nombreEstado} · capital ${record.capital}`}
          tertiaryText={(record) => record.id}
          linkType="show"
        />
      ) : (
        <DataTable<RaMunicipio> rowClick="show" {...geoBulkActions} {...tableParts} empty={<NoneFiltered />} sx={tableSx}>
          <DataTable.Col source="id" />
          <DataTable.Col source="municipio" render={(record) => <RowLink text={record.municipio} />} />
          <DataTable.Col source="capital" />
          <DataTable.Col source="nombreEstado" render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />} />
          <DataTable.NumberCol source="parroquias" />
        </DataTable>
      )}
    </GeoList>
  );
}
