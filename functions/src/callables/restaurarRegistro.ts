import type { RegistroResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { restaurarRegistroRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { LIMITS } from '../limits.js';
import { commitChange } from '../records/commit.js';
import { planRestaurar, wholeImport } from '../records/restore.js';

/**
 * `restaurarRegistro({ clave, nota? })` (admins): undoes the audited change `clave` as a new
 * change (audited as `restaurar`), refused with the reason when a later change touched the same
 * records or the result would break a reference. `{ importacion }` undoes every batch of that
 * import as one change.
 */
export const handle: Handler<RegistroResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const input = parse(restaurarRegistroRequest, request.data);
  if ('importacion' in input) {
    const batches = await deps.store.readAudit({ limit: LIMITS.importarLotes, where: { field: 'id', value: input.importacion } });
    const imported = batches.filter(([, entry]) => entry.accion === 'importar').reverse();
    if (imported.length === 0) throw fail('not-found', `No existe la importación '${input.importacion}' en la auditoría`, { campo: 'importacion' });
    const [clave, entry] = wholeImport(imported);
    return commitChange(deps, caller, (tree) => planRestaurar(tree, clave, entry), input.nota);
  }
  const { clave } = input;
  const entry = await deps.store.readAuditEntry(clave);
  if (!entry) throw fail('not-found', `No existe el cambio '${clave}' en la auditoría`, { campo: 'clave' });
  return commitChange(deps, caller, (tree) => planRestaurar(tree, clave, entry), input.nota);
};
