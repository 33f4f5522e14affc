import { normalizeName } from '@vegeo/data';
import type { LookupService } from '../../lookup/lookupService.js';
import { remoteLote, type RemoteLoteOptions } from './remoteLote.js';
import { readSnapshot } from '../records/geo.js';
import type { Backend } from '../client/openBackend.js';

export { LOTE_MAX } from './remoteLote.js';

/** The most hits the `buscar` callable gives: asking for more asks for all it gives. */
export const BUSCAR_MAX = 100;

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
    buscar: async (texto, opciones) => {
      const max = opciones.max === undefined ? undefined : Math.min(opciones.max, BUSCAR_MAX);
      return (await call('buscar', { nombre: texto, opciones: { ...opciones, max } })) ?? [];
    },
    capital: async () => (await call('estado', { nombre: null }))!,
    // What the callables answer from: `/geo`, or the embedded data while it is empty.
    places: () => readSnapshot(backend),
    // One search rather than a lookup per estado: every municipio of that exact name ranks first.
    async estadosWithMunicipio(nombre) {
      const hits = (await call('buscar', { nombre, opciones: { tipo: 'municipio', max: BUSCAR_MAX } })) ?? [];
      const key = normalizeName(nombre);
      const same = hits.filter((hit) => normalizeName(hit.nombre) === key).sort((a, b) => a.id.localeCompare(b.id));
      return same.map((hit) => hit.estado);
    },
    lote: remoteLote((consultas) => call('lote', { consultas }), options),
  };
}
