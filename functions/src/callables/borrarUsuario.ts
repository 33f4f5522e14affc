import type { UsuarioResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { removeAccount } from '../accounts/remove.js';
import { borrarUsuarioRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';

/** `borrarUsuario({ uid })` (admins): deletes the account and its `/users` entry, audited; never the last active admin. */
export const handle: Handler<UsuarioResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const { uid } = parse(borrarUsuarioRequest, request.data);
  await removeAccount(deps, caller, uid);
  return { uid, usuario: null };
};
