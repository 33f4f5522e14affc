import type {
  BuscarOptions,
  BuscarResult,
  EstadoOptions,
  EstadoResult,
  MunicipioOptions,
  MunicipioResult,
  ParroquiaOptions,
  ParroquiaResult,
} from './types.js';

/** The kinds of query a batch understands: the three lookups, `buscar` and `capital`. */
export type LoteTipo = 'estado' | 'municipio' | 'parroquia' | 'buscar' | 'capital';

/** One query of a batch. For `buscar`, `nombre` is the text searched. */
export type LoteQuery =
  | { tipo: 'estado'; nombre?: string | null; opciones?: EstadoOptions | null }
  | { tipo: 'municipio'; nombre?: string | null; opciones?: MunicipioOptions | null }
  | { tipo: 'parroquia'; nombre?: string | null; opciones?: ParroquiaOptions | null }
  | { tipo: 'buscar'; nombre: string; opciones?: BuscarOptions | null }
  | { tipo: 'capital'; opciones?: EstadoOptions | null };

/** What a query found: the lookup's own result, or `null` when nothing matched. */
export type LoteResultado =
  | EstadoResult
  | MunicipioResult
  | ParroquiaResult
  | ParroquiaResult[]
  | BuscarResult[]
  | null;

/**
 * One answered line: the query echoed as received, then its `resultado`, or an `error` (Spanish)
 * when the query could not be answered.
 */
export type LoteLine = { consulta: unknown; resultado: LoteResultado } | { consulta: unknown; error: string };

/** The lookups a batch needs; the default exports and every `createGeo` value have them. */
export interface LoteGeo {
  estado(nombre?: string | null, opciones?: EstadoOptions | null): EstadoResult | undefined;
  municipio(nombre?: string | null, opciones?: MunicipioOptions | null): MunicipioResult | undefined;
  parroquia(
    nombre?: string | null,
    opciones?: ParroquiaOptions | null,
  ): ParroquiaResult[] | ParroquiaResult | undefined;
  buscar(texto: string, opciones?: BuscarOptions | null): BuscarResult[];
}

// The option names each kind accepts: anything else is a mistake worth reporting, not ignoring.
const OPTION_NAMES: Record<LoteTipo, readonly string[]> = {
  estado: ['municipios'],
  municipio: ['parroquias', 'estado'],
  parroquia: ['municipio', 'estado'],
  buscar: ['tipo', 'estado', 'municipio', 'max'],
  capital: ['municipios'],
};

/** The fields a query may have. */
const QUERY_FIELDS = new Set(['tipo', 'nombre', 'opciones']);

/** The longest name or option text a query may carry, as the callables bound it. */
const TEXT_MAX = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLoteTipo(value: unknown): value is LoteTipo {
  return typeof value === 'string' && Object.hasOwn(OPTION_NAMES, value);
}

/** The reason `opciones` is refused, or `undefined` when it is acceptable. */
function optionsProblem(tipo: LoteTipo, opciones: unknown): string | undefined {
  if (opciones === undefined || opciones === null) return undefined;
  if (!isRecord(opciones)) {
    const type = Array.isArray(opciones) ? 'array' : typeof opciones;
    return `Las opciones deben ser un objeto, no '${type}'`;
  }
  const unknown = Object.keys(opciones).find((name) => !OPTION_NAMES[tipo].includes(name));
  if (unknown === undefined) return undefined;
  return `Opción desconocida para ${tipo}: '${unknown}' (se admiten: ${OPTION_NAMES[tipo].join(', ')})`;
}

function lookUp(geo: LoteGeo, query: LoteQuery): LoteResultado {
  switch (query.tipo) {
    case 'estado':
      return geo.estado(query.nombre, query.opciones) ?? null;
    case 'municipio':
      return geo.municipio(query.nombre, query.opciones) ?? null;
    case 'parroquia':
      return geo.parroquia(query.nombre, query.opciones) ?? null;
    case 'buscar': {
      const hits = geo.buscar(query.nombre, query.opciones);
      return hits.length === 0 ? null : hits;
    }
    case 'capital':
      // Without a name, `estado` answers the Distrito Capital.
      return geo.estado(null, query.opciones) ?? null;
  }
}

/** The reason a text is refused for its length, or `undefined`. */
function lengthProblem(nombre: unknown, opciones: unknown): string | undefined {
  if (typeof nombre === 'string' && nombre.length > TEXT_MAX) return `El nombre no puede pasar de ${TEXT_MAX} caracteres`;
  if (!isRecord(opciones)) return undefined;
  for (const name in opciones) {
    const value = opciones[name];
    if (typeof value === 'string' && value.length > TEXT_MAX) return `La opción '${name}' no puede pasar de ${TEXT_MAX} caracteres`;
  }
  return undefined;
}

/**
 * Answers one query of a batch (`vegeo lote`, the `lote` callable). Never throws: a query it
 * cannot answer becomes an `error` line, so one bad query never stops a batch.
 *
 * @param geo - the lookups to use (the library's default exports, or a `createGeo` value)
 * @param query - one query as parsed from JSON: `{ tipo, nombre, opciones }`
 * @returns `{ consulta, resultado }`, with `resultado` `null` when nothing matched, or
 *   `{ consulta, error }` with a Spanish message: not an object, unknown `tipo`, a non-text name
 *   (`El nombre no puede ser '<typeof>'`), a name or option text over 200 characters (`El nombre
 *   no puede pasar de 200 caracteres`, as the callables say), a field other than `tipo`, `nombre`
 *   and `opciones` (`Campo desconocido: 'extra'`), bad or unknown `opciones`, a name
 *   given to `capital` (which answers the Distrito Capital, as `estado` without a name does).
 *
 * @example
 * answerQuery(geo, { tipo: 'estado', nombre: 'Zulia' })
 * // { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: { estado: 'Zulia', … } }
 *
 * @example
 * answerQuery(geo, { tipo: 'capital' })
 * // { consulta: { tipo: 'capital' }, resultado: { estado: 'Distrito Capital', … } }
 *
 * @example
 * answerQuery(geo, { tipo: 'estado', nombre: 7 })
 * // { consulta: { tipo: 'estado', nombre: 7 }, error: "El nombre no puede ser 'number'" }
 */
export function answerQuery(geo: LoteGeo, query: unknown): LoteLine {
  if (!isRecord(query)) {
    return { consulta: query, error: "La consulta debe ser un objeto JSON: {\"tipo\": …, \"nombre\": …}" };
  }
  const { tipo, nombre, opciones } = query;
  if (!isLoteTipo(tipo)) {
    const shown = typeof tipo === 'string' ? tipo : typeof tipo;
    return { consulta: query, error: `Tipo desconocido '${shown}': use estado, municipio, parroquia, buscar o capital` };
  }
  // As the callables refuse a field they do not know, so does every batch.
  const extra = Object.keys(query).find((field) => !QUERY_FIELDS.has(field));
  if (extra !== undefined) return { consulta: query, error: `Campo desconocido: '${extra}'` };
  if (tipo === 'capital' && nombre !== undefined && nombre !== null) {
    return { consulta: query, error: 'La consulta capital no lleva nombre' };
  }
  // Names are checked here too so that every kind, buscar included, reports them the same way.
  const nameRequired = tipo === 'buscar';
  if (typeof nombre !== 'string' && (nameRequired || (nombre !== undefined && nombre !== null))) {
    return { consulta: query, error: `El nombre no puede ser '${typeof nombre}'` };
  }
  const problem = optionsProblem(tipo, opciones) ?? lengthProblem(nombre, opciones);
  if (problem !== undefined) return { consulta: query, error: problem };
  try {
    return { consulta: query, resultado: lookUp(geo, { tipo, nombre, opciones } as LoteQuery) };
  } catch (error) {
    return { consulta: query, error: error instanceof Error ? error.message : String(error) };
  }
}
