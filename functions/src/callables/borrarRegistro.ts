import type { RegistroResponse } from '@vegeo/data';
import { requireRole } from '../access.js';
import { borrarRegistroRequest } from '../contracts.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planBorrar } from '../records/plans.js';

/**
 * `borrarRegistro({ tipo, id, version, cascada? })` (editors, admins): refused with
 * `failed-precondition` when the record has children, unless `cascada: true`.
 */
export const handle: Handler<RegistroResponse, 'store' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = requireRole(request, 'editor');
  const { tipo, id, version, cascada } = parse(borrarRegistroRequest, request.data);
  return commitChange(deps, caller, version, (tree) => planBorrar(tree, tipo, id, cascada));
};
