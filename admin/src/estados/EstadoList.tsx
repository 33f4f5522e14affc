import { DataTable, SearchInput } from 'react-admin';
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
import type { RaEstado } from '../dataProvider/rows.js';

const exporter = csvExporter('estados', {
  id: 'id',
  estado: 'estado',
  capital: 'capital',
  iso_31662: 'iso_31662',
  municipios: 'municipios',
  parroquias: 'parroquias',
  ciudades: 'ciudades',
});

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const tableParts = geoTableParts<RaEstado>((record) => record.estado);
const tableSx = geoTableSx(['4.5rem', undefined, undefined, '12rem', '8.5rem', '8.5rem']);

/** The 24 estados: search, sortable columns, bulk actions. */
export function EstadoList() {
  const small = useIsSmall();
  return (
    <GeoList<RaEstado> {...geoListProps} filters={filters} sort={{ field: 'estado', order: 'ASC' }} exporter={exporter}>
      <CloseMatchesNotice />
      {small ? (
        <SmallList<RaEstado>
          primaryText={(record) => record.estado}
          secondaryText={(record) => `${record.capital} · ${record.municipios} municipios`}
          tertiaryText={(record) => record.iso_31662}
          linkType="show"
        />
      ) : (
        <DataTable<RaEstado> rowClick="show" {...geoBulkActions} {...tableParts} empty={<NoneFiltered />} sx={tableSx}>
          <DataTable.Col source="id" />
          <DataTable.Col source="estado" render={(record) => <RowLink text={record.estado} />} />
          <DataTable.Col source="capital" />
          <DataTable.Col source="iso_31662" />
          <DataTable.NumberCol source="municipios" />
          <DataTable.NumberCol source="parroquias" />
        </DataTable>
      )}
    </GeoList>
  );
}
