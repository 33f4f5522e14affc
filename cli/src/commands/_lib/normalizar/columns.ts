import type { NormalizarAlternativa, NormalizarResult } from '@vegeo/data';

/** The columns vegeo adds to each row, in order; the INE codes only in the `ine` edition. */
export function addedHeader(ine: boolean): string[] {
  return [
    'id_estado', 'id_municipio', 'id_parroquia',
    ...(ine ? ['ine_estado', 'ine_municipio', 'ine_parroquia'] : []),
    'nombre_estado', 'nombre_municipio', 'nombre_parroquia',
    'certeza', 'confianza', 'motivo', 'alternativas',
  ];
}

/** An alternative on one line: `1419 Miranda / Sucre`. */
function alternativaText(a: NormalizarAlternativa): string {
  const place = a.parroquia ?? a.municipio ?? a.estado;
  return `${place.id} ${[a.estado, a.municipio, a.parroquia].filter((p) => p !== null).map((p) => p!.nombre).join(' / ')}`;
}

/** The added cells of one row, as CSV text. */
export function addedCells(r: NormalizarResult, ine: boolean): string[] {
  const { estado: e, municipio: m, parroquia: p } = r;
  return [
    e?.id ?? '', m?.id ?? '', p?.id ?? '',
    ...(ine ? [e?.ine ?? '', m?.ine ?? '', p?.ine ?? ''] : []),
    e?.nombre ?? '', m?.nombre ?? '', p?.nombre ?? '',
    r.certeza, String(r.confianza), r.motivo ?? '', r.alternativas.map(alternativaText).join(' | '),
  ];
}

/** The added fields of one row for NDJSON: numbers as numbers, the alternatives as objects. */
export function addedFields(r: NormalizarResult, ine: boolean): Record<string, unknown> {
  const { estado: e, municipio: m, parroquia: p } = r;
  return {
    id_estado: e?.id ?? null, id_municipio: m?.id ?? null, id_parroquia: p?.id ?? null,
    ...(ine ? { ine_estado: e?.ine ?? null, ine_municipio: m?.ine ?? null, ine_parroquia: p?.ine ?? null } : {}),
    nombre_estado: e?.nombre ?? null, nombre_municipio: m?.nombre ?? null, nombre_parroquia: p?.nombre ?? null,
    certeza: r.certeza, confianza: r.confianza, motivo: r.motivo,
    alternativas: r.alternativas.map((a) => ({ id: (a.parroquia ?? a.municipio ?? a.estado).id, estado: a.estado.nombre, municipio: a.municipio?.nombre ?? null, parroquia: a.parroquia?.nombre ?? null, confianza: a.confianza })),
  };
}
