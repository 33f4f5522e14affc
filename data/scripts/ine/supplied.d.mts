import type { Correccion } from '../../src/ine.js';
import type { PaisData } from '../../src/types.js';

export interface Fuente {
  id: string;
  suministra: boolean;
}
/** A row of ine/codigos.csv, by id. */
export interface CodeRow {
  codigo: string;
  nombre: string;
  nombreOcha: string;
}
export function checkSupplied(
  correcciones: readonly Correccion[],
  fuentes: readonly Fuente[],
  seed: PaisData,
  codes: ReadonlyMap<string, CodeRow>,
): void;
