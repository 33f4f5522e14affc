import type { UsuarioResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { removeAccount } from '../accounts/remove.js';
import { borrarMiCuentaRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';

/** `borrarMiCuenta()` (anyone signed in): deletes the caller's own account as `borrarUsuario` does. */
export const handle: Handler<UsuarioResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'viewer');
  parse(borrarMiCuentaRequest, request.data);
  await removeAccount(deps, caller, caller.uid);
  return { uid: caller.uid, usuario: null };
};
