import type { Tipo } from './types.js';

/**
 * The `/geo` collection that holds each kind of record. The callables name kinds (`tipo`), the
 * database and the admin's resources name collections; this is the one table between them.
 *
 * @example COLLECTION.parroquia // 'parroquias'
 */
export const COLLECTION = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' } as const satisfies Record<Tipo, string>;

/** `estados`, `municipios` or `parroquias`. */
export type Collection = (typeof COLLECTION)[Tipo];

/** The collections in the dataset's order: parents before their children. */
export const COLLECTIONS: readonly Collection[] = ['estados', 'municipios', 'parroquias'];

/**
 * The kind of record a collection holds.
 *
 * @example KIND.municipios // 'municipio'
 */
export const KIND = { estados: 'estado', municipios: 'municipio', parroquias: 'parroquia' } as const satisfies Record<Collection, Tipo>;

/**
 * The fields an edit may change, by kind: parents are set on creation and never move. Records of
 * the `ine` edition may also change `INE_FIELDS`.
 */
export const EDITABLE_FIELDS = {
  estado: ['estado', 'capital', 'iso_31662', 'ciudades'],
  municipio: ['municipio', 'capital'],
  parroquia: ['parroquia'],
} as const satisfies Record<Tipo, readonly string[]>;

/**
 * How many segments each kind's id has (what `idDepth` reads from an id): `EE`, `EEMM`, `EEMMPP`.
 *
 * @example idDepth(id) === ID_DEPTH.parroquia // id is a parroquia's
 */
export const ID_DEPTH = { estado: 1, municipio: 2, parroquia: 3 } as const satisfies Record<Tipo, number>;

/** The fields a create sends besides the editable ones: the parent it goes under. */
export const PARENT_FIELD = { estado: undefined, municipio: 'estadoId', parroquia: 'municipioId' } as const satisfies Record<Tipo, string | undefined>;

/** What records of the `ine` edition also carry, editable as the rest: their INE code and former name. */
export const INE_FIELDS = ['codigo_ine', 'nombre_anterior'] as const;

/**
 * The collection of a kind named by any text, `undefined` when it names none (`usuario`).
 *
 * @example collectionOf('estado') // 'estados'
 */
export const collectionOf = (tipo: string): Collection | undefined => (Object.hasOwn(COLLECTION, tipo) ? COLLECTION[tipo as Tipo] : undefined);

/**
 * The kind a collection named by any text holds, `undefined` when it names none (`usuarios`).
 *
 * @example kindOf('municipios') // 'municipio'
 */
export const kindOf = (collection: string): Tipo | undefined => (Object.hasOwn(KIND, collection) ? KIND[collection as Collection] : undefined);
