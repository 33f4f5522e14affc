import type { UserRecord, UsuarioResponse } from '@vegeo/data';
import { userIn, withRole } from '@vegeo/backend';
import { authorize } from '../access.js';
import { commitAccountChange } from '../accounts/commit.js';
import { mirrorOf } from '../accounts/mirror.js';
import { usuarioOf } from '../accounts/usuario.js';
import { desactivarUsuarioRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';

/**
 * `desactivarUsuario({ uid, desactivado })` (admins): `/users` first (the server refuses a
 * disabled user from their next call), audited as `desactivar` or `activar`, then Auth, where
 * disabling also ends every session. Never the last active admin.
 */
export const handle: Handler<UsuarioResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const { uid, desactivado } = parse(desactivarUsuarioRequest, request.data);
  const account = await deps.users.find({ uid });
  if (!account) throw fail('not-found', `No existe la cuenta '${uid}'`, { campo: 'uid' });
  let after: UserRecord | undefined;
  await commitAccountChange(
    deps,
    (state) => {
      const user = userIn(state.users, uid);
      const { disabled, ...enabled } = { ...withRole(user, user?.role ?? account.role, account.email), ...mirrorOf(account) };
      after = desactivado ? { ...enabled, disabled: true } : enabled;
      return (disabled === true) === desactivado ? null : { accion: desactivado ? 'desactivar' : 'activar', uid, despues: after };
    },
    caller,
  );
  if (account.disabled !== desactivado) await deps.users.setDisabled(uid, desactivado);
  return { uid, usuario: usuarioOf({ ...account, disabled: desactivado }, after) };
};
