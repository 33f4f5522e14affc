import { NIVELES, type Nivel, type UbicacionClaves, type UbicacionInput } from '../types.js';

type Given = UbicacionInput[Nivel];

/** Each level with its article, as messages name it. */
export const THE: Record<Nivel, string> = { estado: 'El estado', municipio: 'El municipio', parroquia: 'La parroquia' };

/**
 * Per level, what `pick` reads of the value given there (`null` where nothing is chosen). A value
 * that is not an object, or a level that is neither text, a place nor empty, is refused.
 */
export function keysOf(valor: UbicacionInput | null | undefined, pick: (given: Exclude<Given, null | undefined | ''>, nivel: Nivel) => string | null | undefined): UbicacionClaves {
  if (valor !== null && valor !== undefined && typeof valor !== 'object') throw new TypeError(`La ubicación debe ser un objeto, no '${typeof valor}'`);
  const keys = { estado: null, municipio: null, parroquia: null } as UbicacionClaves;
  for (const nivel of NIVELES) {
    const given = valor?.[nivel];
    if (given === null || given === undefined || given === '') continue;
    if (typeof given !== 'string' && typeof given?.id !== 'string') throw new TypeError(`${THE[nivel]} debe ser un id o un lugar con su id, no '${JSON.stringify(given)}'`);
    keys[nivel] = pick(given, nivel) || null;
  }
  return keys;
}
