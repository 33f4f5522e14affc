import { pais, type PaisData } from '@vegeo/data';
import type { Edicion } from '../lookup/edition.js';

/** The embedded dataset, for the backend commands: the library's own (frozen) copy. */
export const dataset: PaisData = pais;

/** The data of an edition: the default one as embedded, `ine` loaded when asked for. */
export async function datasetOf(edicion: Edicion): Promise<PaisData> {
  return edicion === 'ine' ? (await import('@vegeo/data/ine')).ine : dataset;
}

/** How messages qualify an edition's data: «los datos incluidos», «los datos de la edición ine». */
export const editionData = (edicion: Edicion): string => (edicion === 'ine' ? 'de la edición ine' : 'incluidos');
