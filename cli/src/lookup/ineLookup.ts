import { answerQuery, createGeo, toFlat, type Geo } from '@vegeo/data';
import type { LookupService } from './lookupService.js';
import { placesOf, type Places } from './placeRefs.js';

/**
 * Lookups over the `ine` edition. Its data is a module of its own, loaded on the first lookup:
 * the default edition's start-up never reads it.
 */
export function ineLookup(): LookupService {
  let geo: Promise<Geo> | undefined;
  return geoLookup(() => (geo ??= import('@vegeo/data/ine').then(({ ine }) => createGeo(ine))));
}

/** Lookups over the geography `load` resolves to (a `createGeo` value), asked for on each call. */
export function geoLookup(load: () => Promise<Geo>): LookupService {
  let places: Places | undefined;
  return {
    estado: async (nombre, opciones) => (await load()).estado(nombre, opciones),
    municipio: async (nombre, opciones) => (await load()).municipio(nombre, opciones),
    parroquia: async (nombre, opciones) => (await load()).parroquia(nombre, opciones),
    buscar: async (texto, opciones) => (await load()).buscar(texto, opciones),
    capital: async () => (await load()).capital,
    places: async () => (places ??= placesOf(toFlat((await load()).pais))),
    estadosWithMunicipio: async (nombre) => {
      const loaded = await load();
      return loaded.pais.filter((e) => loaded.municipio(nombre, { estado: e.estado }) !== undefined).map((e) => e.estado);
    },
    lote: async (queries) => {
      const loaded = await load();
      return queries.map((query) => answerQuery(loaded, query));
    },
  };
}
