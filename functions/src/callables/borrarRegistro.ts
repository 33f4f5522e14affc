import type { RegistroResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planBorrar } from '../records/plans.js';
import { borrarRegistroRequest } from '../requests.js';

/**
 * `borrarRegistro({ tipo, id, version, cascada?, nota? })` (editors, admins): refused with
 * `failed-precondition` when the record has children, unless `cascada: true`.
 */
export const handle: Handler<RegistroResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'editor');
  const input = parse(borrarRegistroRequest, request.data);
  return commitChange(deps, caller, (tree) => planBorrar(tree, input), input.nota);
};
