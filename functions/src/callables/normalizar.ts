import { normalizar, type NormalizarFila, type NormalizarOptions, type NormalizarResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { normalizarFila, normalizarRequest } from '../requests.js';

/**
 * `normalizar({ filas, opciones })`: up to 1000 rows read as the library's `normalizar` reads
 * them, answered row for row in the same shape. The rows are read against the published editions
 * (`base`, or `ine` for INE codes), the same for every caller. A bad row refuses the call, naming
 * it; each row counts against the quota, as each query of `lote` does.
 */
export const handle: Handler<NormalizarResponse, 'quota' | 'store' | 'users'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'viewer');
  const { filas, opciones } = parse(normalizarRequest, request.data);
  const rows = filas.map((fila, i) => {
    const checked = normalizarFila.safeParse(fila);
    if (checked.success) return checked.data as NormalizarFila;
    const issue = checked.error.issues[0]!;
    throw fail('invalid-argument', `Fila ${i + 1}: ${issue.message}`, { problemas: [{ campo: ['filas', i, ...issue.path].join('.'), mensaje: issue.message }] });
  });
  deps.quota.take(caller.uid, rows.length);
  const options: NormalizarOptions = {
    edicion: opciones?.edicion === 'ine' ? (await import('@vegeo/data/ine')).ine : null,
    nivel: opciones?.nivel ?? null,
  };
  return rows.map((fila) => normalizar(fila, options));
};
