import { csvExporter } from '../lists/csvExporter.js';
import { GeoList } from '../lists/geoList/GeoList.js';
import type { GeoColumn } from '../lists/geoList/GeoTable.js';
import type { EstadoRow } from '../dataProvider/rows.js';

const exporter = csvExporter('estados', {
  id: 'id',
  estado: 'estado',
  capital: 'capital',
  iso_31662: 'iso_31662',
  municipios: 'municipios',
  parroquias: 'parroquias',
  ciudades: 'ciudades',
});

// Hoisted: the rows render again only when their record changes.
const columns: GeoColumn<EstadoRow>[] = [
  { source: 'id', width: '4.5rem' },
  { source: 'estado', link: true },
  { source: 'capital' },
  { source: 'iso_31662', width: '12rem' },
  { source: 'municipios', numeric: true, width: '8.5rem' },
  { source: 'parroquias', numeric: true, width: '8.5rem' },
];

const small = {
  primaryText: (record: EstadoRow) => record.estado,
  secondaryText: (record: EstadoRow) => `${record.capital} · ${record.municipios} municipios`,
  tertiaryText: (record: EstadoRow) => record.iso_31662,
  linkType: 'show',
} as const;

export function EstadoList() {
  return <GeoList<EstadoRow> resource="estados" sort={{ field: 'estado', order: 'ASC' }} exporter={exporter} columns={columns} small={small} />;
}
