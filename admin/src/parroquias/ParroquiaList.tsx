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
import type { RaParroquia } from '../dataProvider/rows.js';

const exporter = csvExporter('parroquias', {
  id: 'id',
  parroquia: 'parroquia',
  municipioId: 'municipioId',
  nombreMunicipio: 'municipio',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
});

const filters = [<SearchInput key="q" source="q" alwaysOn />, <GeoFilterPickers key="estadoId" source="estadoId" nivel="municipio" alwaysOn />];
const tableParts = geoTableParts<RaParroquia>((record) => record.parroquia);
const tableSx = geoTableSx(['6rem']);

/** Every parroquia: search, estado and municipio filters, sortable columns, bulk actions. */
export function ParroquiaList() {
  const small = useIsSmall();
  return (
    <GeoList<RaParroquia> {...geoListProps} filters={filters} sort={{ field: 'parroquia', order: 'ASC' }} exporter={exporter}>
      <CloseMatchesNotice />
      {small ? (
        <SmallList<RaParroquia>
          primaryText={(record) => record.parroquia}
          secondaryText={(record) => `${record.nombreMunicipio}, ${record.nombreEstado}`}
          tertiaryText={(record) => record.id}
          linkType="show"
        />
      ) : (
        <DataTable<RaParroquia> rowClick="show" {...geoBulkActions} {...tableParts} empty={<NoneFiltered />} sx={tableSx}>
          <DataTable.Col source="id" />
          <DataTable.Col source="parroquia" render={(record) => <RowLink text={record.parroquia} />} />
          <DataTable.Col source="nombreMunicipio" render={(record) => <ParentLink resource="municipios" id={record.municipioId} name={record.nombreMunicipio} />} />
          <DataTable.Col source="nombreEstado" render={(record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} />} />
        </DataTable>
      )}
    </GeoList>
  );
}
