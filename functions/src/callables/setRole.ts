import type { SetRoleResponse } from '@vegeo/data';
import { userIn, withRole } from '@vegeo/backend';
import { authorize } from '../access.js';
import { commitAccountChange } from '../accounts/commit.js';
import { mirrorOf } from '../accounts/mirror.js';
import { setRoleRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { shownSafely } from '../records/text.js';

/**
 * `setRole({ email | uid, role })` (admins): writes the role at `/users/{uid}` with its audit
 * entry in one update (the server enforces it from the next call on), then mirrors it in the
 * `role` claim, which clients read once their ID token refreshes. Editor and admin go by e-mail
 * only to an address its owner verified: anyone can sign up with someone else's address. No
 * change may leave the project without an active admin.
 */
export const handle: Handler<SetRoleResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const input = parse(setRoleRequest, request.data);
  const by = 'email' in input ? { email: input.email } : { uid: input.uid };
  const user = await deps.users.find(by);
  if (!user) throw fail('not-found', `No existe la cuenta '${'email' in by ? by.email : by.uid}'`, { campo: 'email' in by ? 'email' : 'uid' });
  if ('email' in by && input.role !== 'viewer' && !user.emailVerified) {
    throw fail(
      'failed-precondition',
      `El correo ${by.email} no está verificado: el rol ${input.role} se da por correo solo a una dirección verificada; indique el uid de la cuenta`,
      { motivo: 'regla' },
    );
  }
  await commitAccountChange(
    deps,
    (state) => {
      const before = userIn(state.users, user.uid);
      return before?.role === input.role ? null : { accion: 'rol', uid: user.uid, despues: { ...withRole(before, input.role, user.email), ...mirrorOf(user) } };
    },
    caller,
  );
  await deps.users.setRole(user.uid, input.role);
  return { uid: user.uid, email: user.email && shownSafely(user.email), role: input.role };
};
