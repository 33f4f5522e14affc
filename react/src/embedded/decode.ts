// The embedded editions' compact format, as scripts/embeddedData.mjs writes it: one string per
// level, records split by '|', their fields by '~' (trailing empty ones left out), the municipios
// and parroquias grouped by parent (groups split by ';', in the parents' order). Ids follow from
// the parent's id and the position (EE, EEMM, EEMMPP). An INE code written as '' follows from the
// parent's code and the position, '-' means none, two digits follow the parent's code, anything
// longer is the whole code. A name written as digits refers to one the parents hold: for a
// municipio's capital, 0 is its own name and k the estado's k-th city (its capital, then its
// ciudades); for a parroquia, 0 is its municipio's name, 1 its capital, and k ≥ 2 the estado's
// (k - 1)-th city.
import type { Place } from '../types.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The records of one group, each its fields. */
const records = (group: string) => (group ? group.split('|').map((r) => r.split('~')) : []);

function codeOf(written: string | undefined, parentCode: string | undefined, position: number): string | undefined {
  if (!parentCode || written === '-') return undefined;
  if (!written) return parentCode + pad(position);
  return written.length === 2 ? parentCode + written : written;
}

/** A name, or the one `known` holds at the position it is written as. */
const named = (written: string, known: readonly (string | undefined)[]) => (/^\d+$/.test(written) ? known[+written]! : written);

const citiesOf = (estado: Place | undefined) => [estado?.capital, ...(estado?.ciudades ?? [])];

/** A place with only the fields it has (no empty values). */
function place(fields: Record<string, string | readonly string[] | undefined>): Place {
  const result: Record<string, unknown> = {};
  for (const key in fields) if (fields[key]?.length) result[key] = fields[key];
  return result as unknown as Place;
}

export function decodeEstados(data: string): Place[] {
  return records(data).map(([nombre, iso, capital, ciudades, codigo_ine, nombre_anterior, nombre_actual], i) =>
    place({ id: pad(i + 1), nombre, iso_31662: `VE-${iso}`, capital, ciudades: ciudades ? ciudades.split('^') : undefined, codigo_ine, nombre_anterior, nombre_actual }),
  );
}

export function decodeMunicipios(estados: readonly Place[], data: string): Place[] {
  return data.split(';').flatMap((group, i) => {
    const estado = estados[i]!;
    return records(group).map(([nombre, capital, codigo, nombre_anterior, nombre_actual], j) =>
      place({ id: estado.id + pad(j + 1), nombre, estadoId: estado.id, capital: capital && named(capital, [nombre, ...citiesOf(estado)]), codigo_ine: codeOf(codigo, estado.codigo_ine, j + 1), nombre_anterior, nombre_actual }),
    );
  });
}

export function decodeParroquias(estados: readonly Place[], municipios: readonly Place[], data: string): Place[] {
  const estadoOf = new Map(estados.map((e) => [e.id, e]));
  return data.split(';').flatMap((group, i) => {
    const municipio = municipios[i]!;
    const known = [municipio.nombre, municipio.capital, ...citiesOf(estadoOf.get(municipio.estadoId!))];
    return records(group).map(([nombre, codigo, nombre_anterior, nombre_actual], k) =>
      place({ id: municipio.id + pad(k + 1), nombre: named(nombre!, known), estadoId: municipio.estadoId, municipioId: municipio.id, codigo_ine: codeOf(codigo, municipio.codigo_ine, k + 1), nombre_anterior, nombre_actual }),
    );
  });
}
