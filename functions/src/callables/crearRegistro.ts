import type { RegistroResponse } from '@vegeo/data';
import { requireRole } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planCrear } from '../records/plans.js';
import { crearRegistroRequest } from '../records/schemas.js';

/**
 * `crearRegistro({ tipo, datos, version })` (editors, admins): a new estado, municipio or
 * parroquia under the next free id of its parent.
 */
export const handle: Handler<RegistroResponse, 'store' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = requireRole(request, 'editor');
  const input = parse(crearRegistroRequest, request.data);
  return commitChange(deps, caller, input.version, (tree) => planCrear(tree, input));
};
