import type { EstadoResult, MunicipioResult, ParroquiaResult } from '@vegeo/data';
import type { CardModel, FieldList } from './types.js';

// A count, or the names when the lookup listed them (`--municipios`, `--parroquias`).
function countOf(value: number | string[]): string {
  return String(Array.isArray(value) ? value.length : value);
}

function listOf(label: string, value: number | string[]): FieldList[] {
  return Array.isArray(value) ? [{ label, items: value }] : [];
}

/** An estado as a card: Estado, Capital, Código ISO, Municipios, Parroquias, Id. */
export function estadoCard(estado: EstadoResult): CardModel {
  return {
    kind: 'Estado',
    title: estado.estado,
    fields: [
      { label: 'Estado', value: estado.estado },
      { label: 'Capital', value: estado.capital },
      { label: 'Código ISO', value: estado.iso_31662 },
      { label: 'Municipios', value: countOf(estado.municipios) },
      { label: 'Parroquias', value: String(estado.parroquias) },
      { label: 'Id', value: estado.id },
    ],
    lists: listOf('Municipios', estado.municipios),
  };
}

/** A municipio as a card: Municipio, Capital, Estado, Parroquias, Id. */
export function municipioCard(municipio: MunicipioResult): CardModel {
  return {
    kind: 'Municipio',
    title: municipio.municipio,
    fields: [
      { label: 'Municipio', value: municipio.municipio },
      { label: 'Capital', value: municipio.capital },
      { label: 'Estado', value: municipio.estado },
      { label: 'Parroquias', value: countOf(municipio.parroquias) },
      { label: 'Id', value: municipio.id },
    ],
    lists: listOf('Parroquias', municipio.parroquias),
  };
}

/** A parroquia as a card: Parroquia, Municipio, Capital (the municipio's), Estado, Id. */
export function parroquiaCard(parroquia: ParroquiaResult): CardModel {
  return {
    kind: 'Parroquia',
    title: parroquia.parroquia,
    fields: [
      { label: 'Parroquia', value: parroquia.parroquia },
      { label: 'Municipio', value: parroquia.municipio },
      { label: 'Capital', value: parroquia.capital },
      { label: 'Estado', value: parroquia.estado },
      { label: 'Id', value: parroquia.id },
    ],
    lists: [],
  };
}
