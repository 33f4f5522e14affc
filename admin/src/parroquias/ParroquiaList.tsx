import { ParentLink } from '../show/ParentLink.js';
import { csvExporter } from '../lists/csvExporter.js';
import { GeoList } from '../lists/geoList/GeoList.js';
import type { GeoColumn } from '../lists/geoList/GeoTable.js';
import type { ParroquiaRow } from '../dataProvider/rows.js';

const exporter = csvExporter('parroquias', {
  id: 'id',
  parroquia: 'parroquia',
  municipioId: 'municipioId',
  nombreMunicipio: 'municipio',
  estadoId: 'estadoId',
  nombreEstado: 'estado',
});

// Hoisted: the rows render again only when their record changes.
const columns: GeoColumn<ParroquiaRow>[] = [
  { source: 'id', width: '6rem' },
  { source: 'parroquia', link: true },
  { source: 'nombreMunicipio', render: (record) => <ParentLink resource="municipios" id={record.municipioId} name={record.nombreMunicipio} /> },
  { source: 'nombreEstado', render: (record) => <ParentLink resource="estados" id={record.estadoId} name={record.nombreEstado} /> },
];

const small = {
  primaryText: (record: ParroquiaRow) => record.parroquia,
  secondaryText: (record: ParroquiaRow) => `${record.nombreMunicipio}, ${record.nombreEstado}`,
  tertiaryText: (record: ParroquiaRow) => record.id,
  linkType: 'show',
} as const;

export function ParroquiaList() {
  return (
    <GeoList<ParroquiaRow>
      resource="parroquias"
      sort={{ field: 'parroquia', order: 'ASC' }}
      exporter={exporter}
      columns={columns}
      filters={['estadoId', 'municipioId']}
      small={small}
    />
  );
}
