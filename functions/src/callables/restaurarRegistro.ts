import type { RegistroResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { restaurarRegistroRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planRestaurar } from '../records/restore.js';

/**
 * `restaurarRegistro({ clave, nota? })` (admins): undoes the audited change `clave` as a new
 * change (audited as `restaurar`), refused with the reason when a later change touched the same
 * records or the result would break a reference.
 */
export const handle: Handler<RegistroResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const { clave, nota } = parse(restaurarRegistroRequest, request.data);
  const entry = await deps.store.readAuditEntry(clave);
  if (!entry) throw fail('not-found', `No existe el cambio '${clave}' en la auditoría`, { campo: 'clave' });
  return commitChange(deps, caller, (tree) => planRestaurar(tree, clave, entry), nota);
};
