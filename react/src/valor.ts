// `@vegeo/react/valor`: the selector's value and what backends store of it, without React, for
// server code (a Next.js page, an API route) as much as for the browser.
export { idsDe } from './idsDe.js';
export { codigosIneDe } from './codigosIneDe.js';
export { ubicacionDe, type UbicacionDeOptions } from './ubicacionDe.js';
export type { ChosenPlace, Clave, Edicion, Nivel, Place, PlaceSource, UbicacionClaves, UbicacionInput, UbicacionValue } from './types.js';
