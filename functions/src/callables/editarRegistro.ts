import type { RegistroResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitChange } from '../records/commit.js';
import { planEditar } from '../records/plans.js';
import { editarRegistroRequest } from '../requests.js';

/**
 * `editarRegistro({ tipo, id, datos, version, nota? })` (editors, admins): changes the fields given,
 * if the record is still at the `version` the caller read.
 */
export const handle: Handler<RegistroResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'editor');
  const input = parse(editarRegistroRequest, request.data);
  return commitChange(deps, caller, (tree) => planEditar(tree, input), input.nota);
};
