import type { UsuarioResponse } from '@vegeo/data';
import { userIn } from '@vegeo/backend';
import { authorize } from '../access.js';
import { mendMirrors, mirrorPatch } from '../accounts/mirror.js';
import { usuarioOf } from '../accounts/usuario.js';
import { sincronizarMiCuentaRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';

/**
 * `sincronizarMiCuenta()` (anyone signed in): copies the caller's own account, as Auth holds it
 * now (read here, never taken from the call), into its `/users` mirror, so that `usuarios` finds
 * it by its new name, phone or e-mail. The app calls it after a sign-in and after a profile change.
 */
export const handle: Handler<UsuarioResponse, 'store' | 'users'> = async (deps, request) => {
  // A first call also makes the entry (authorize), mirror included.
  const caller = await authorize(deps, request, 'viewer');
  parse(sincronizarMiCuentaRequest, request.data);
  const account = await deps.users.find({ uid: caller.uid });
  if (!account) throw fail('unauthenticated', 'Su cuenta ya no existe; inicie sesión con otra');
  const state = await deps.store.readUserList();
  const user = userIn(state.users, caller.uid);
  if (user) await mendMirrors(deps.store, state, mirrorPatch(caller.uid, user, account));
  return { uid: caller.uid, usuario: usuarioOf(account, user) };
};
