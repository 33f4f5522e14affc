import type { EstadoData, MunicipioData, PaisData, ParroquiaData, Renombre } from '@vegeo/data';
import type { Place } from '../types.js';
import type { SearchLevels } from './createSearch.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** What `createBuscar` takes to search `levels` and answer with their own ids. */
export interface PaisOf {
  pais: PaisData;
  ids: Map<string, string>;
  renombres: Renombre[];
}

/**
 * `levels` in the dataset's shape: estados in the order given, each with its municipios and
 * their parroquias in the order given. The position ids `createBuscar` numbers them by are mapped
 * to the places' own ids (`ids`), and places known by a current name are renamed (`renombres`).
 */
export function paisOf({ estados, municipios = [], parroquias = [] }: SearchLevels): PaisOf {
  const municipiosOf = groupBy(municipios, (m) => m.estadoId);
  const parroquiasOf = groupBy(parroquias, (p) => p.municipioId);
  const ids = new Map<string, string>();
  const renombres: Renombre[] = [];
  const note = (position: string, place: Place) => {
    if (position !== place.id) ids.set(position, place.id);
    if (place.nombre_actual) renombres.push({ id: place.id, nombre_actual: place.nombre_actual });
  };
  const pais = estados.map((e, i): EstadoData => {
    const ee = pad(i + 1);
    note(ee, e);
    return {
      iso_31662: e.iso_31662 ?? '',
      estado: e.nombre,
      capital: e.capital ?? '',
      id_estado: i + 1,
      ...extras(e),
      municipios: (municipiosOf.get(e.id) ?? []).map((m, j): MunicipioData => {
        const eemm = ee + pad(j + 1);
        note(eemm, m);
        return {
          municipio: m.nombre,
          capital: m.capital ?? '',
          ...extras(m),
          parroquias: (parroquiasOf.get(m.id) ?? []).map((p, k): ParroquiaData => {
            note(eemm + pad(k + 1), p);
            return p.codigo_ine || p.nombre_anterior ? { parroquia: p.nombre, ...extras(p) } : p.nombre;
          }),
        };
      }),
      ...(e.ciudades?.length ? { ciudades: [...e.ciudades] } : {}),
    };
  });
  return { pais, ids, renombres };
}

function extras(place: Place): { codigo_ine?: string; nombre_anterior?: string } {
  return {
    ...(place.codigo_ine ? { codigo_ine: place.codigo_ine } : {}),
    ...(place.nombre_anterior ? { nombre_anterior: place.nombre_anterior } : {}),
  };
}

function groupBy(places: readonly Place[], key: (place: Place) => string | undefined): Map<string, Place[]> {
  const groups = new Map<string, Place[]>();
  for (const place of places) {
    const k = key(place);
    if (k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(place);
    else groups.set(k, [place]);
  }
  return groups;
}
