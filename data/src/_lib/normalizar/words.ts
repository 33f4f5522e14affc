import type { Tipo } from '../../types.js';

// The words people put before a place's name, folded (lower case, no accents, no dot), and the
// level each announces.
export const PREFIXES: ReadonlyMap<string, Tipo> = new Map([
  ['estado', 'estado'], ['edo', 'estado'], ['est', 'estado'], ['entidad', 'estado'],
  ['municipio', 'municipio'], ['mcpio', 'municipio'], ['mpio', 'municipio'], ['mun', 'municipio'],
  ['munic', 'municipio'], ['mcp', 'municipio'],
  ['parroquia', 'parroquia'], ['pq', 'parroquia'], ['pquia', 'parroquia'], ['parr', 'parroquia'],
  ['pqa', 'parroquia'], ['prq', 'parroquia'],
]);

// Abbreviations of the words that names carry, folded, with the word as the data spells it.
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['sta', 'santa'], ['sto', 'santo'], ['sn', 'san'], ['gral', 'general'], ['grl', 'general'],
  ['cnel', 'coronel'], ['dr', 'doctor'], ['dra', 'doctora'], ['mons', 'monseñor'], ['pbro', 'presbitero'],
  ['mcal', 'mariscal'], ['pdte', 'presidente'], ['ntra', 'nuestra'], ['sra', 'señora'], ['gob', 'gobernador'],
  ['dtto', 'distrito'], ['dto', 'distrito'], ['cap', 'capital'], ['ppal', 'principal'],
]);

// Words that official names carry and people leave out (or the other way round): a name is also
// tried without them.
export const OPTIONAL_WORDS: ReadonlySet<string> = new Set(['capital', 'autonomo', 'bolivariano', 'urbana', 'foraneo', 'turistico', 'no', 'seccion']);

// Names of the Distrito Capital in older or foreign data.
export const ESTADO_ALIASES: ReadonlyMap<string, string> = new Map([
  ['distrito federal', 'distrito capital'], ['df', 'distrito capital'], ['dc', 'distrito capital'],
]);
