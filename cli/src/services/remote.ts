import type {
  BuscarResponse,
  EstadoResponse,
  LoteLine,
  LoteResponse,
  MunicipioResponse,
  ParroquiaResponse,
} from '@vegeo/data';
import type { LookupService } from './lookup.js';
import type { Backend } from '../remote/backend.js';

/** Queries per `lote` call: the callable accepts at most 1000. */
export const LOTE_MAX = 1000;

/**
 * Lookups answered by the callables of a project or of the emulators. The callables return the
 * library's results (and `null` for no match), so the commands show them exactly as offline.
 */
export function remoteLookup(backend: Backend): LookupService {
  const call = <T>(name: string, data: unknown) => backend.call<T>(name, data);
  return {
    estado: async (nombre, opciones) => (await call<EstadoResponse>('estado', { nombre: nombre ?? null, opciones })) ?? undefined,
    municipio: async (nombre, opciones) =>
      (await call<MunicipioResponse>('municipio', { nombre: nombre ?? null, opciones })) ?? undefined,
    parroquia: async (nombre, opciones) =>
      (await call<ParroquiaResponse>('parroquia', { nombre: nombre ?? null, opciones })) ?? undefined,
    buscar: async (texto, opciones) => (await call<BuscarResponse>('buscar', { nombre: texto, opciones })) ?? [],
    capital: async () => (await call<EstadoResponse>('estado', { nombre: null }))!,
    async lote(queries) {
      const lines: LoteLine[] = [];
      for (let start = 0; start < queries.length; start += LOTE_MAX) {
        const consultas = queries.slice(start, start + LOTE_MAX);
        lines.push(...(await call<LoteResponse>('lote', { consultas })));
      }
      return lines;
    },
  };
}
