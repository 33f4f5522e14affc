import type { BuscarResult, ParroquiaResult, Tipo } from '@vegeo/data';
import type { TableModel } from './types.js';

const TIPO_LABEL: Record<Tipo, string> = { estado: 'Estado', municipio: 'Municipio', parroquia: 'Parroquia' };

/** A number as Spanish text writes it, with a decimal comma: `0,90`. */
export function decimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',');
}

/** Parroquias as a table: Id, Parroquia, Municipio, Capital, Estado, and Código INE last when they have one. */
export function parroquiaTable(parroquias: readonly ParroquiaResult[]): TableModel {
  const coded = parroquias.some((p) => p.codigo_ine !== undefined);
  return {
    title: `Parroquias (${parroquias.length})`,
    columns: ['Id', 'Parroquia', 'Municipio', 'Capital', 'Estado', ...(coded ? ['Código INE'] : [])],
    rows: parroquias.map((p) => [p.id, p.parroquia, p.municipio, p.capital, p.estado, ...(coded ? [p.codigo_ine ?? ''] : [])]),
    narrowable: [1, 2, 3, 4],
    droppable: [3, 0],
  };
}

/** A hit's name, and the other name it was found by: «Vargas (hoy La Guaira)», «Mavaca (en base: Mavaka Mavaka)». */
function hitName(hit: BuscarResult): string {
  if (hit.nombre_actual !== undefined) return `${hit.nombre} (hoy ${hit.nombre_actual})`;
  if (hit.nombre_anterior !== undefined) return `${hit.nombre} (antes ${hit.nombre_anterior})`;
  if (hit.nombre_base !== undefined) return `${hit.nombre} (en base: ${hit.nombre_base})`;
  return hit.nombre;
}

/**
 * Search hits as a table, best first: Tipo, Nombre, Municipio, Estado, Id, Puntuación, and, when
 * a hit was found by the name of a city, Ciudad last (so the other columns keep their places).
 */
export function buscarTable(texto: string, hits: readonly BuscarResult[]): TableModel {
  const byCity = hits.some((hit) => hit.ciudad !== undefined);
  return {
    title: `Resultados para «${texto}» (${hits.length})`,
    columns: ['Tipo', 'Nombre', 'Municipio', 'Estado', 'Id', 'Puntuación', ...(byCity ? ['Ciudad'] : [])],
    rows: hits.map((hit) => [
      TIPO_LABEL[hit.tipo],
      hitName(hit),
      hit.municipio ?? '',
      hit.estado,
      hit.id,
      decimal(hit.puntuacion, 2),
      ...(byCity ? [hit.ciudad ?? ''] : []),
    ]),
    narrowable: [1, 2, 3, ...(byCity ? [6] : [])],
    droppable: [5, 4],
  };
}
