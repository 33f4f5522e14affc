import type { Tipo } from '@vegeo/data';

// Words that agree with a kind of place: parroquia is feminine, estado and municipio masculine.
const feminine = (tipo: Tipo): boolean => tipo === 'parroquia';

/** `el estado`, `la parroquia`. */
export const theKind = (tipo: Tipo): string => `${feminine(tipo) ? 'la' : 'el'} ${tipo}`;

/** `del estado`, `de la parroquia`. */
export const ofKind = (tipo: Tipo): string => (feminine(tipo) ? `de la ${tipo}` : `del ${tipo}`);

/** A stem with the ending that agrees with the kind: `agreeing('parroquia', 'cread')` is `creada`. */
export const agreeing = (tipo: Tipo, stem: string): string => stem + (feminine(tipo) ? 'a' : 'o');
