import type { UsuarioResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { commitAccountChange } from '../accounts/commit.js';
import { mirrorOf } from '../accounts/mirror.js';
import { usuarioOf } from '../accounts/usuario.js';
import { invitarUsuarioRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';

/**
 * `invitarUsuario({ email, role, nombre? })` (admins): creates the account, without a password,
 * with its role in `/users` (audited as `invitar`) and in its claim. The caller then asks Firebase
 * Auth to send the e-mail sign-in link; the first sign-in through it verifies the address.
 */
export const handle: Handler<UsuarioResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const { email, role, nombre } = parse(invitarUsuarioRequest, request.data);
  const account = await deps.users.create(email, nombre);
  if (!account) throw fail('already-exists', `Ya existe una cuenta con el correo ${email}`, { campo: 'email' });
  const despues = { ...mirrorOf(account), email, role };
  try {
    await commitAccountChange(deps, () => ({ accion: 'invitar', uid: account.uid, despues }), caller);
  } catch (error) {
    // No account without its /users entry: it would come back as whatever its claim says.
    await deps.users.remove(account.uid);
    throw error;
  }
  await deps.users.setRole(account.uid, role);
  return { uid: account.uid, usuario: usuarioOf({ ...account, role }, despues) };
};
