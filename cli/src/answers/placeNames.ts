import type { PaisData } from '@vegeo/data';

/** `--estado` and `--municipio` as typed: a name, an id (`14`, `1419`) or an ISO code (`VE-M`). */
export interface PlaceFlags {
  estado?: string | undefined;
  municipio?: string | undefined;
}

const ESTADO_ID = /^\d{1,2}$/;
const ISO = /^VE-[A-Z]$/i;
const MUNICIPIO_ID = /^(\d{2})(\d{2})$/;

function estadoOf(pais: PaisData, ref: string) {
  if (ESTADO_ID.test(ref)) return pais.find((e) => e.id_estado === Number(ref));
  if (ISO.test(ref)) return pais.find((e) => e.iso_31662 === ref.toUpperCase());
  return undefined;
}

/**
 * `--estado` and `--municipio` as the lookups take them, by name: an estado's id or ISO code
 * becomes its name, a municipio's id its name and, unless `--estado` says otherwise, its
 * estado's. Names, and ids or codes that name nothing, pass through as typed (and then match
 * nothing, which the caller reports).
 *
 * @example placeNames(pais, { estado: 'VE-M' }) // { estado: 'Miranda' }
 * @example placeNames(pais, { municipio: '1419' }) // { municipio: 'Sucre', estado: 'Miranda' }
 */
export function placeNames(pais: PaisData, flags: PlaceFlags): PlaceFlags {
  const estado = flags.estado === undefined ? undefined : (estadoOf(pais, flags.estado.trim())?.estado ?? flags.estado);
  const id = flags.municipio === undefined ? null : MUNICIPIO_ID.exec(flags.municipio.trim());
  if (!id) return { estado, municipio: flags.municipio };
  const parent = pais.find((e) => e.id_estado === Number(id[1]));
  const found = parent?.municipios[Number(id[2]) - 1];
  if (!parent || !found) return { estado, municipio: flags.municipio };
  return { estado: estado ?? parent.estado, municipio: found.municipio };
}
