import type { MunicipioResult } from '@vegeo/data';
import type { LookupContext } from '../io.js';
import { terminalText } from '../format/terminalText.js';

/** `de Aragua`, `del Distrito Capital`. */
export function ofEstado(estado: string): string {
  return estado === 'Distrito Capital' ? `del ${estado}` : `de ${estado}`;
}

/**
 * After a municipio found by its name alone: when other estados have one of that name, says how
 * many there are, which one this is and how to pick another, on stderr (never in the answer).
 *
 * `Hay 11 municipios «Sucre»; este es el de Anzoátegui. Para otro, indique --estado (nombre, número o
 * código ISO): Apure, Aragua, …`
 */
export async function reportHomonyms(ctx: LookupContext, found: MunicipioResult, nombre: string): Promise<void> {
  let estados: string[];
  try {
    estados = await ctx.lookup.estadosWithMunicipio(nombre);
  } catch {
    // A courtesy, as suggestions are: failing to count must not change the answer.
    return;
  }
  if (estados.length < 2) return;
  const others = estados.filter((estado) => estado !== found.estado);
  const message =
    `Hay ${estados.length} municipios «${found.municipio}»; este es el ${ofEstado(found.estado)}. ` +
      `Para otro, indique --estado (nombre, número o código ISO): ${others.join(', ')}.`;
  ctx.io.stderr.write(`${terminalText(message)}\n`);
}
