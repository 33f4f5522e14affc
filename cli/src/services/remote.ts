import type { LookupService } from './lookup.js';
import { remoteLote, type RemoteLoteOptions } from './remoteLote.js';
import type { Backend } from '../remote/backend.js';

export { LOTE_MAX } from './remoteLote.js';

/**
 * Lookups answered by the callables of a project or of the emulators. The callables return the
 * library's results (and `null` for no match), so the commands show them exactly as offline.
 * A batch paces itself on the quota and retries transient failures (see remoteLote).
 */
export function remoteLookup(backend: Backend, options: RemoteLoteOptions = {}): LookupService {
  const { call } = backend;
  return {
    estado: async (nombre, opciones) => (await call('estado', { nombre: nombre ?? null, opciones })) ?? undefined,
    municipio: async (nombre, opciones) => (await call('municipio', { nombre: nombre ?? null, opciones })) ?? undefined,
    parroquia: async (nombre, opciones) => (await call('parroquia', { nombre: nombre ?? null, opciones })) ?? undefined,
    buscar: async (texto, opciones) => (await call('buscar', { nombre: texto, opciones })) ?? [],
    capital: async () => (await call('estado', { nombre: null }))!,
    lote: remoteLote((consultas) => call('lote', { consultas }), options),
  };
}
