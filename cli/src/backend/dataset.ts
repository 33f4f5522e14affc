import { pais, type PaisData } from '@vegeo/data';

/** The embedded dataset, for the backend commands: the library's own (frozen) copy. */
export const dataset: PaisData = pais;
