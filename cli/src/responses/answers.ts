import type { ParroquiaResult, Tipo } from '@vegeo/data';
import { reportHomonyms } from './reportHomonyms.js';
import { namedPlace, placeFilters } from './placeNames.js';
import { respond } from './respond.js';
import { estadoCard, municipioCard, parroquiaCard } from '../model/cards.js';
import { buscarTable, parroquiaTable } from '../model/tables.js';
import type { LookupContext } from '../io.js';
import type { Model } from '../model/types.js';

// What each lookup command does once its command line is parsed. Free of commander, so that the
// entry point can answer a plain lookup without loading it (see fastPath/).

export interface EstadoFlags {
  municipios?: boolean;
  json?: boolean;
}

export interface MunicipioFlags {
  parroquias?: boolean;
  estado?: string;
  json?: boolean;
}

export interface ParroquiaFlags {
  municipio?: string;
  estado?: string;
  json?: boolean;
}

export interface BuscarFlags {
  tipo?: Tipo;
  estado?: string;
  municipio?: string;
  max?: number;
  json?: boolean;
}

export interface CapitalFlags {
  json?: boolean;
}

/** `buscar`'s hits when `--max` is not given, as the library counts them. */
const BUSCAR_DEFAULT_MAX = 10;

/** The answer for a name that was a number or a code: the record it named, or nothing. */
function theOne<R extends { id: string } | { id: string }[]>(result: R | undefined, id: string | undefined): R | undefined {
  if (id === undefined || result === undefined) return result;
  if (!Array.isArray(result)) return result.id === id ? result : undefined;
  const kept = result.filter((r) => r.id === id);
  return kept.length === 0 ? undefined : (kept as R);
}

export async function answerEstado(ctx: LookupContext, nombre: string | undefined, flags: EstadoFlags): Promise<void> {
  const place = await namedPlace(ctx.lookup, 'estado', nombre, {});
  const result = theOne(await ctx.lookup.estado(place.nombre, { municipios: flags.municipios === true }), place.id);
  await respond(ctx, {
    json: flags.json === true,
    result,
    found: () => true,
    model: (estado) => ({ kind: 'card', card: estadoCard(estado) }),
    miss: { tipo: 'estado', nombre: nombre ?? '' },
  });
}

export async function answerMunicipio(ctx: LookupContext, nombre: string | undefined, flags: MunicipioFlags): Promise<void> {
  const { estado, ...place } = await namedPlace(ctx.lookup, 'municipio', nombre, flags);
  const result = theOne(await ctx.lookup.municipio(place.nombre, { parroquias: flags.parroquias === true, estado }), place.id);
  await respond(ctx, {
    json: flags.json === true,
    result,
    found: () => true,
    model: (municipio) => ({ kind: 'card', card: municipioCard(municipio) }),
    miss: { tipo: 'municipio', nombre: nombre ?? '', estado },
  });
  // Found by a name that other estados share: say so, and how to pick another.
  if (result !== undefined && nombre?.trim() && estado === undefined && place.id === undefined) await reportHomonyms(ctx, result, nombre);
}

// The library answers every parroquia of that name (a list), or one drawn at random without a name.
function parroquiaModel(result: ParroquiaResult[] | ParroquiaResult): Model {
  const list = Array.isArray(result) ? result : [result];
  const [only] = list;
  return list.length === 1 && only !== undefined
    ? { kind: 'card', card: parroquiaCard(only) }
    : { kind: 'table', table: parroquiaTable(list) };
}

export async function answerParroquia(ctx: LookupContext, nombre: string | undefined, flags: ParroquiaFlags): Promise<void> {
  const { estado, municipio, ...place } = await namedPlace(ctx.lookup, 'parroquia', nombre, flags);
  const result = theOne(await ctx.lookup.parroquia(place.nombre, { municipio, estado }), place.id);
  await respond(ctx, {
    json: flags.json === true,
    result,
    found: (found) => !Array.isArray(found) || found.length > 0,
    model: parroquiaModel,
    miss: { tipo: 'parroquia', nombre: nombre ?? '', estado, municipio },
  });
}

/** `words` are the search text's words, as given (quoted or not). */
export async function answerBuscar(ctx: LookupContext, words: readonly string[], flags: BuscarFlags): Promise<void> {
  const texto = words.join(' ');
  const { tipo } = flags;
  const { estado, municipio } = await placeFilters(ctx.lookup, flags);
  const max = flags.max ?? BUSCAR_DEFAULT_MAX;
  // One more than shown, to tell whether there are more (the first `max` are the same either way).
  const hits = await ctx.lookup.buscar(texto, { tipo, estado, municipio, max: max + 1 });
  const result = hits.slice(0, max);
  await respond(ctx, {
    json: flags.json === true,
    result,
    found: (found) => found.length > 0,
    model: (found) => ({ kind: 'table', table: buscarTable(texto, found) }),
    miss: { nombre: texto, estado, municipio },
  });
  if (hits.length > max) {
    ctx.io.stderr.write(`Hay más resultados que los ${max} mostrados; pida más con --max.\n`);
  }
}

export async function answerCapital(ctx: LookupContext, flags: CapitalFlags): Promise<void> {
  const result = await ctx.lookup.capital();
  await respond(ctx, {
    json: flags.json === true,
    result,
    found: () => true,
    model: (estado) => ({ kind: 'card', card: estadoCard(estado) }),
    miss: { tipo: 'estado', nombre: 'Distrito Capital' },
  });
}
