import type { LoteLine } from '@vegeo/data';
import type { LookupService } from './lookup.js';
import type { Backend } from '../remote/backend.js';

/** Queries per `lote` call: the callable accepts at most 1000. */
export const LOTE_MAX = 1000;

/**
 * Lookups answered by the callables of a project or of the emulators. The callables return the
 * library's results (and `null` for no match), so the commands show them exactly as offline.
 */
export function remoteLookup(backend: Backend): LookupService {
  const { call } = backend;
  return {
    estado: async (nombre, opciones) => (await call('estado', { nombre: nombre ?? null, opciones })) ?? undefined,
    municipio: async (nombre, opciones) => (await call('municipio', { nombre: nombre ?? null, opciones })) ?? undefined,
    parroquia: async (nombre, opciones) => (await call('parroquia', { nombre: nombre ?? null, opciones })) ?? undefined,
    buscar: async (texto, opciones) => (await call('buscar', { nombre: texto, opciones })) ?? [],
    capital: async () => (await call('estado', { nombre: null }))!,
    async lote(queries) {
      const lines: LoteLine[] = [];
      for (let start = 0; start < queries.length; start += LOTE_MAX) {
        const consultas = queries.slice(start, start + LOTE_MAX);
        lines.push(...(await call('lote', { consultas })));
      }
      return lines;
    },
  };
}
