import type { RegistroResponse } from '@vegeo/data';
import { requireRole } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planEditar } from '../records/plans.js';
import { editarRegistroRequest } from '../records/schemas.js';

/** `editarRegistro({ tipo, id, datos, version })` (editors, admins): changes the fields given. */
export const handle: Handler<RegistroResponse, 'store' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = requireRole(request, 'editor');
  const input = parse(editarRegistroRequest, request.data);
  return commitChange(deps, caller, input.version, (tree) => planEditar(tree, input));
};
