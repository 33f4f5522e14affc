// The one folding of a header vegeo has: the import engine's, so both read a header alike.
import { foldHeader } from '@vegeo/data/importar';

/** Where a file's place fields are: column positions (0-based); absent when it has none. */
export interface PlaceColumns {
  estado?: number;
  municipio?: number;
  parroquia?: number;
  /** One free-text column (an address) read as places in any order. */
  texto?: number;
}

/** What the user said about the columns: `--columnas estado=Edo,municipio=Mun` and `--texto Direccion`. */
export interface ColumnChoice {
  estado?: string;
  municipio?: string;
  parroquia?: string;
  texto?: string;
}

/** A file or a choice that can't be read as asked: a Spanish message for the user. */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

// Headers' first word, folded (foldHeader), for each kind of column.
const WORDS: Readonly<Record<keyof PlaceColumns, readonly string[]>> = {
  estado: ['estado', 'edo', 'entidad', 'entidad_federal', 'state', 'region'],
  municipio: ['municipio', 'mcpio', 'mpio', 'mun', 'munic', 'municipality'],
  parroquia: ['parroquia', 'pq', 'parr', 'pquia', 'parish'],
  texto: ['direccion', 'domicilio', 'ubicacion', 'lugar', 'address', 'dir'],
};
const KINDS = Object.keys(WORDS) as (keyof PlaceColumns)[];

/**
 * The place columns of a file by its header: a header whose first word names a level (estado,
 * edo, entidad; municipio, mcpio, mun; parroquia, pq; dirección, domicilio …) is that level's,
 * the first such for each; a header that names a code or id (`id_estado`, `codigo estado`) is not.
 * The user's `choice` wins, by the header's name (any case and accents): an unknown name is an error.
 *
 * @throws {CsvError} When a chosen column is not in the header, or no place column is found.
 *
 * @example recognizeColumns(['Nombre', 'Edo.', 'Municipio', 'Pq']) // { estado: 1, municipio: 2, parroquia: 3 }
 * @example recognizeColumns(['a', 'Dir'], { texto: 'dir' }) // { texto: 1 }
 */
export function recognizeColumns(header: readonly string[], choice: ColumnChoice = {}): PlaceColumns {
  const keys = header.map(foldHeader);
  const chosen = KINDS.filter((kind) => choice[kind] !== undefined);
  const columns: PlaceColumns = {};
  if (chosen.length > 0) {
    for (const kind of chosen) {
      const wanted = foldHeader(choice[kind]!);
      const at = keys.indexOf(wanted);
      if (at < 0) throw new CsvError(`La columna «${choice[kind]}» (${kind}) no está en el encabezado: ${header.join(', ')}.`);
      columns[kind] = at;
    }
    return columns;
  }
  keys.forEach((key, at) => {
    const words = key.split('_');
    if (words[0] === 'id' || words[0] === 'cod' || words[0] === 'codigo' || words.includes('ine') || words.includes('id')) return;
    for (const kind of KINDS) {
      if (columns[kind] === undefined && WORDS[kind].some((w) => key === w || key.startsWith(`${w}_`))) {
        columns[kind] = at;
        return;
      }
    }
  });
  if (columns.estado === undefined && columns.municipio === undefined && columns.parroquia === undefined && columns.texto === undefined) {
    throw new CsvError(
      `No hay columnas de estado, municipio, parroquia ni dirección en el encabezado (${header.join(', ')}): indíquelas con --columnas estado=…,municipio=…,parroquia=… o --texto ….`,
    );
  }
  return columns;
}

/**
 * `estado=Edo,municipio=Mun,parroquia=Pq` read as a {@link ColumnChoice}.
 *
 * @throws {CsvError} For a part without `=`, an unknown level or a level given twice.
 */
export function parseColumnChoice(text: string): ColumnChoice {
  const choice: ColumnChoice = {};
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const eq = part.indexOf('=');
    const level = foldHeader(part.slice(0, Math.max(eq, 0)));
    if (eq < 0 || !['estado', 'municipio', 'parroquia'].includes(level)) {
      throw new CsvError(`--columnas espera nivel=columna (estado, municipio o parroquia), no «${part}».`);
    }
    const kind = level as 'estado' | 'municipio' | 'parroquia';
    if (choice[kind] !== undefined) throw new CsvError(`--columnas da dos veces la columna de ${kind}.`);
    choice[kind] = part.slice(eq + 1).trim();
  }
  return choice;
}
