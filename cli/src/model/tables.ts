import type { BuscarResult, ParroquiaResult, Tipo } from '@vegeo/data';
import type { TableModel } from './types.js';

const TIPO_LABEL: Record<Tipo, string> = { estado: 'Estado', municipio: 'Municipio', parroquia: 'Parroquia' };

/** Parroquias as a table: Id, Parroquia, Municipio, Capital, Estado. */
export function parroquiaTable(parroquias: readonly ParroquiaResult[]): TableModel {
  return {
    title: `Parroquias (${parroquias.length})`,
    columns: ['Id', 'Parroquia', 'Municipio', 'Capital', 'Estado'],
    rows: parroquias.map((p) => [p.id, p.parroquia, p.municipio, p.capital, p.estado]),
    narrowable: [1, 2, 3, 4],
    droppable: [3, 0],
  };
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
      hit.nombre,
      hit.municipio ?? '',
      hit.estado,
      hit.id,
      hit.puntuacion.toFixed(2),
      ...(byCity ? [hit.ciudad ?? ''] : []),
    ]),
    narrowable: [1, 2, 3, ...(byCity ? [6] : [])],
    droppable: [5, 4],
  };
}
