// The embedded editions' compact format, as scripts/embeddedData.mjs writes it. Ids follow from
// the parent's id and the position (EE, EEMM, EEMMPP); an INE code written as '' follows from the
// parent's code and the position, '-' means none, two digits follow the parent's code, anything
// longer is the whole code. Trailing empty fields are left out.
import type { Place } from '../types.js';

type EstadoTuple = [id: string, nombre: string, iso?: string, capital?: string, ciudades?: string[], codigo?: string, anterior?: string, actual?: string];
type MunicipioTuple = [nombre: string, capital?: string, codigo?: string, anterior?: string, actual?: string];
type ParroquiaTuple = string | [nombre: string, codigo?: string, anterior?: string, actual?: string];

const pad = (n: number) => String(n).padStart(2, '0');

function codeOf(written: string | undefined, parentCode: string, position: number): string | undefined {
  if (!parentCode || written === '-') return undefined;
  if (!written) return parentCode + pad(position);
  return written.length === 2 ? parentCode + written : written;
}

/** A place with only the fields it has (no `undefined` values). */
function place(fields: Record<string, string | readonly string[] | undefined>): Place {
  const result: Record<string, unknown> = {};
  for (const key in fields) if (fields[key]) result[key] = fields[key];
  return result as unknown as Place;
}

export function decodeEstados(tuples: EstadoTuple[]): Place[] {
  return tuples.map(([id, nombre, iso_31662, capital, ciudades, codigo_ine, nombre_anterior, nombre_actual]) =>
    place({ id, nombre, iso_31662, capital, ciudades: ciudades?.length ? ciudades : undefined, codigo_ine, nombre_anterior, nombre_actual }),
  );
}

export function decodeMunicipios(groups: [estadoId: string, codigo: string, municipios: MunicipioTuple[]][]): Place[] {
  return groups.flatMap(([estadoId, parentCode, tuples]) =>
    tuples.map(([nombre, capital, codigo, nombre_anterior, nombre_actual], i) =>
      place({ id: estadoId + pad(i + 1), nombre, estadoId, capital, codigo_ine: codeOf(codigo, parentCode, i + 1), nombre_anterior, nombre_actual }),
    ),
  );
}

export function decodeParroquias(groups: [municipioId: string, codigo: string, parroquias: ParroquiaTuple[]][]): Place[] {
  return groups.flatMap(([municipioId, parentCode, tuples]) =>
    tuples.map((tuple, i) => {
      const [nombre, codigo, nombre_anterior, nombre_actual] = typeof tuple === 'string' ? [tuple] : tuple;
      const estadoId = municipioId.slice(0, 2);
      return place({ id: municipioId + pad(i + 1), nombre, estadoId, municipioId, codigo_ine: codeOf(codigo, parentCode, i + 1), nombre_anterior, nombre_actual });
    }),
  );
}
