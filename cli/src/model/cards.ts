import type { EstadoResult, MunicipioResult, ParroquiaResult, ResultExtras } from '@vegeo/data';
import type { CardModel, Field, FieldList } from './types.js';

// A count, or the names when the lookup listed them (`--municipios`, `--parroquias`).
function countOf(value: number | string[]): string {
  return String(Array.isArray(value) ? value.length : value);
}

function listOf(label: string, value: number | string[]): FieldList[] {
  return Array.isArray(value) ? [{ label, items: value }] : [];
}

/**
 * What a place says beyond the seed's fields, when it says it: its INE code (`ine` edition), the
 * name it had (`ine` edition) or the one it has now (default edition, for a renamed place).
 */
function extraFields(result: ResultExtras): Field[] {
  const fields: Field[] = [];
  if (result.codigo_ine !== undefined) fields.push({ label: 'Código INE', value: result.codigo_ine });
  if (result.nombre_anterior !== undefined) fields.push({ label: 'Antes se llamaba', value: result.nombre_anterior });
  if (result.nombre_actual !== undefined) fields.push({ label: 'Hoy se llama', value: result.nombre_actual });
  return fields;
}

/** An estado as a card: Estado, Capital, Código ISO, Municipios, Parroquias, Id (and extraFields). */
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
      ...extraFields(estado),
    ],
    lists: listOf('Municipios', estado.municipios),
  };
}

/** A municipio as a card: Municipio, Capital, Estado, Parroquias, Id (and extraFields). */
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
      ...extraFields(municipio),
    ],
    lists: listOf('Parroquias', municipio.parroquias),
  };
}

/** A parroquia as a card: Parroquia, Municipio, Capital (the municipio's), Estado, Id (and extraFields). */
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
      ...extraFields(parroquia),
    ],
    lists: [],
  };
}
