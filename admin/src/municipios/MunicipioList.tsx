import { ParentLink } from '../show/ParentLink.js';
import { csvExporter } from '../lists/csvExporter.js';
import { GeoList } from '../lists/geoList/GeoList.js';
import type { GeoColumn } from '../lists/geoList/GeoTable.js';
import type { MunicipioRow } from '../dataProvider/rows.js';

const exporter = csvExporter('municipios', {
  id: 'id',
  municipio: 'municipio',
  capital: 'capital',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
  parroquias: 'parroquias',
});

// Hoisted: the rows render again only when their record changes.
const columns: GeoColumn<MunicipioRow>[] = [
  { source: 'id', width: '5rem' },
  { source: 'municipio', link: true },
  { source: 'capital' },
  { source: 'nombreEstado', render: (record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} /> },
  { source: 'parroquias', numeric: true, width: '8.5rem' },
];

const small = {
  primaryText: (record: MunicipioRow) => record.municipio,
  secondaryText: (record: MunicipioRow) => `${record.nombreEstado} · capital ${record.capital}`,
  tertiaryText: (record: MunicipioRow) => record.id,
  linkType: 'show',
} as const;

export function MunicipioList() {
  return (
    <GeoList<MunicipioRow> resource="municipios" sort={{ field: 'municipio', order: 'ASC' }} exporter={exporter} columns={columns} filters={['estadoId']} small={small} />
  );
}
