import type { LookupService } from '../lookup/lookupService.js';
import type { Io } from '../io.js';

/**
 * The remote lookups, loaded on the first lookup: deciding to go remote costs nothing at start-up,
 * and settings or session problems surface inside the command, as its own error.
 */
export function lazyRemoteLookup(io: Io): LookupService {
  let service: Promise<LookupService> | undefined;
  const load = () =>
    (service ??= import('./index.js').then(async (backend) => backend.remoteLookup(await backend.openBackend(io))));
  return {
    estado: async (nombre, opciones) => (await load()).estado(nombre, opciones),
    municipio: async (nombre, opciones) => (await load()).municipio(nombre, opciones),
    parroquia: async (nombre, opciones) => (await load()).parroquia(nombre, opciones),
    buscar: async (texto, opciones) => (await load()).buscar(texto, opciones),
    capital: async () => (await load()).capital(),
    places: async () => (await load()).places(),
    estadosWithMunicipio: async (nombre) => (await load()).estadosWithMunicipio(nombre),
    lote: async (queries, observer) => (await load()).lote(queries, observer),
  };
}
