import { compareIds } from '../ids.js';
import { toFlat } from '../../flat.js';
import type { PaisData } from '../../types.js';

/** An estado as a row of the downloads: its id, names and codes; `null` where the edition has none. */
export interface EstadoRow {
  id: string;
  nombre: string;
  capital: string;
  iso_31662: string;
  codigo_ine: string | null;
  nombre_anterior: string | null;
}

/** A municipio as a row: its id, its estado's, its names and code. */
export interface MunicipioRow {
  id: string;
  estado_id: string;
  nombre: string;
  capital: string;
  codigo_ine: string | null;
  nombre_anterior: string | null;
}

/** A parroquia as a row: its id, its municipio's and estado's, its names and code. */
export interface ParroquiaRow {
  id: string;
  municipio_id: string;
  estado_id: string;
  nombre: string;
  codigo_ine: string | null;
  nombre_anterior: string | null;
}

/** The three levels of the downloads, by the name of their file and table. */
export type Nivel = 'estados' | 'municipios' | 'parroquias';
export const NIVELES: readonly Nivel[] = ['estados', 'municipios', 'parroquias'];

export interface Tables {
  estados: EstadoRow[];
  municipios: MunicipioRow[];
  parroquias: ParroquiaRow[];
}

/** The columns of each level, in file order: the keys of its rows. */
export const COLUMNS: { readonly [N in Nivel]: readonly (keyof Tables[N][number])[] } = {
  estados: ['id', 'nombre', 'capital', 'iso_31662', 'codigo_ine', 'nombre_anterior'],
  municipios: ['id', 'estado_id', 'nombre', 'capital', 'codigo_ine', 'nombre_anterior'],
  parroquias: ['id', 'municipio_id', 'estado_id', 'nombre', 'codigo_ine', 'nombre_anterior'],
};

/** `pais` as three tables, in the dataset's order, with the ids the lookups answer with. */
export function tablesOf(pais: PaisData): Tables {
  const flat = toFlat(pais);
  // Ids like `13` are array indices to JavaScript, which lists them before `01`: sort them back.
  const entries = <T>(records: Record<string, T>) => Object.entries(records).sort(([a], [b]) => compareIds(a, b));
  const extras = (record: { codigo_ine?: string; nombre_anterior?: string }) => ({
    codigo_ine: record.codigo_ine ?? null,
    nombre_anterior: record.nombre_anterior ?? null,
  });
  return {
    estados: entries(flat.estados).map(([id, e]) => ({ id, nombre: e.estado, capital: e.capital, iso_31662: e.iso_31662, ...extras(e) })),
    municipios: entries(flat.municipios).map(([id, m]) => ({ id, estado_id: m.estadoId, nombre: m.municipio, capital: m.capital, ...extras(m) })),
    parroquias: entries(flat.parroquias).map(([id, p]) => ({
      id,
      municipio_id: p.municipioId,
      estado_id: p.estadoId,
      nombre: p.parroquia,
      ...extras(p),
    })),
  };
}
