import { PUNTUACION_ERRATA, type BuscarResult, type Tipo } from '@vegeo/data';
import type { LookupContext } from '../io.js';
import { terminalText } from '../format/terminalText.js';
import { theKind } from '../format/kind.js';

/** What was looked for and not found, to explain it on stderr. */
export interface Miss {
  /** The level looked up; absent for a search, which is already fuzzy and gets no suggestions. */
  tipo?: Tipo;
  nombre: string;
  /** The `--estado` and `--municipio` filters, by name. */
  estado?: string | undefined;
  municipio?: string | undefined;
}

function where(miss: Pick<Miss, 'estado' | 'municipio'>): string {
  const inMunicipio = miss.municipio ? ` en el municipio «${miss.municipio}»` : '';
  const inEstado = miss.estado ? ` en el estado «${miss.estado}»` : '';
  return `${inMunicipio}${inEstado}`;
}

// Estados are unique by name; the others need their estado to tell them apart. A place found by
// the name of a city says which, so that «Barquisimeto» suggesting Lara makes sense.
function nameOf(hit: BuscarResult): string {
  const notes = [...(hit.tipo === 'estado' ? [] : [hit.estado]), ...(hit.ciudad ? [`ciudad: ${hit.ciudad}`] : [])];
  return notes.length === 0 ? hit.nombre : `${hit.nombre} (${notes.join('; ')})`;
}

/** Up to three close names: within the filters first, anywhere when nothing matched there. */
async function closestNames(ctx: LookupContext, miss: Miss): Promise<string[]> {
  if (miss.tipo === undefined || miss.nombre === '') return [];
  try {
    const filters = { estado: miss.estado, municipio: miss.municipio };
    let hits = await ctx.lookup.buscar(miss.nombre, { tipo: miss.tipo, ...filters, max: 3 });
    if (hits.length === 0 && (miss.estado || miss.municipio)) {
      hits = await ctx.lookup.buscar(miss.nombre, { tipo: miss.tipo, max: 3 });
    }
    // A search lists weaker matches too; a suggestion is only what reads as the name misspelt.
    return [...new Set(hits.filter((hit) => hit.puntuacion >= PUNTUACION_ERRATA).map(nameOf))];
  } catch {
    // A suggestion is a courtesy: failing to find one must not change the answer.
    return [];
  }
}

/**
 * The filter that names no place, if one does: an `--estado` that is no estado, or a
 * `--municipio` that is no municipio (in that estado). Nothing can be found within it, and
 * suggesting names from elsewhere would mislead.
 */
async function missingFilter(ctx: LookupContext, miss: Miss): Promise<Miss | undefined> {
  const estado = miss.estado?.trim() ? miss.estado : undefined;
  const municipio = miss.municipio?.trim() ? miss.municipio : undefined;
  if (estado !== undefined && (await ctx.lookup.estado(estado, {})) === undefined) return { tipo: 'estado', nombre: estado };
  if (municipio !== undefined && (await ctx.lookup.municipio(municipio, { estado })) === undefined) {
    return { tipo: 'municipio', nombre: municipio, estado };
  }
  return undefined;
}

/**
 * Writes `No se encontró el estado «Meridaa». ¿Quiso decir: Mérida?` on stderr and sets the
 * exit code to 1; when a filter names no place, says so instead: `No existe el estado «Narnia».`
 */
export async function reportNotFound(ctx: LookupContext, miss: Miss): Promise<void> {
  const filter = miss.estado || miss.municipio ? await missingFilter(ctx, miss).catch(() => undefined) : undefined;
  const shown = filter ?? miss;
  const names = await closestNames(ctx, shown);
  const hint = names.length === 0 ? '' : ` ¿Quiso decir: ${names.join(', ')}?`;
  const what = shown.tipo === undefined ? 'nada para' : theKind(shown.tipo);
  const verb = filter ? 'No existe' : 'No se encontró';
  ctx.io.stderr.write(`${terminalText(`${verb} ${what} «${shown.nombre}»${where(shown)}.${hint}`)}\n`);
  ctx.exitCode = 1;
}
