import type { ImportarRegistrosResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { commitPlanned } from '../records/commit.js';
import { planImport } from '../records/importBatch.js';
import { importarRegistrosRequest } from '../requests.js';

/**
 * `importarRegistros({ importacion, nota, cambios })` (editors, admins): one batch of an import,
 * written as one change with one audit entry (`accion: 'importar'`, `id`: the import), up to its
 * first refusal.
 */
export const handle: Handler<ImportarRegistrosResponse, 'store' | 'users' | 'clock' | 'embedded'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'editor');
  const input = parse(importarRegistrosRequest, request.data);
  const { result, version, key } = await commitPlanned(deps, caller, (tree) => planImport(tree, input), input.nota);
  return { clave: key, version, ...result };
};
