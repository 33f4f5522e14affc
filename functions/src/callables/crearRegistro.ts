import type { RegistroResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planCrear } from '../records/plans.js';
import { crearRegistroRequest } from '../requests.js';

/**
 * `crearRegistro({ tipo, datos, nota? })` (editors, admins): a new estado, municipio or parroquia
 * under the next id never issued under its parent.
 */
export const handle: Handler<RegistroResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'editor');
  const input = parse(crearRegistroRequest, request.data);
  return commitChange(deps, caller, (tree) => planCrear(tree, input), input.nota);
};
