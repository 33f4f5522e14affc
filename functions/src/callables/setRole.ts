import type { SetRoleResponse, UserRecord } from '@vegeo/data';
import { authorize } from '../access.js';
import { setRoleRequest } from '../contracts.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import type { AuditRecord } from '../geo-store.js';

/**
 * `setRole({ email | uid, role })` (admins): writes the role at `/users/{uid}` with its audit
 * entry in one update (the server enforces it from the caller's next call on), then mirrors it in
 * the `role` claim, which clients read once their ID token refreshes. Editor and admin go by
 * e-mail only to an address its owner verified: anyone can sign up with someone else's address.
 */
export const handle: Handler<SetRoleResponse, 'store' | 'users' | 'clock'> = async (deps, request) => {
  const caller = await authorize(deps, request, 'admin');
  const input = parse(setRoleRequest, request.data);
  const by = 'email' in input ? { email: input.email } : { uid: input.uid };
  const user = await deps.users.find(by);
  if (!user) throw fail('not-found', `No existe la cuenta '${'email' in by ? by.email : by.uid}'`);
  if (user.uid === caller.uid) throw fail('failed-precondition', 'No puede cambiar su propio rol');
  if ('email' in by && input.role !== 'viewer' && !user.emailVerified) {
    throw fail(
      'failed-precondition',
      `El correo ${by.email} no está verificado: el rol ${input.role} se da por correo solo a una dirección verificada; indique el uid de la cuenta`,
    );
  }

  const before = await deps.store.readUser(user.uid);
  const mirror: UserRecord = {
    ...(user.email ? { email: user.email } : {}),
    role: input.role,
    ...(before?.disabled ? { disabled: true } : {}),
  };
  const entry: AuditRecord = {
    at: deps.clock(),
    uid: caller.uid,
    ...(caller.email ? { email: caller.email } : {}),
    accion: 'rol',
    tipo: 'usuario',
    id: user.uid,
    antes: { role: before?.role ?? user.role },
    despues: { role: input.role },
  };
  await deps.store.update({ [`users/${user.uid}`]: mirror, [`audit/${deps.store.newAuditKey()}`]: entry });
  await deps.users.setRole(user.uid, input.role);
  return { uid: user.uid, email: user.email, role: input.role };
};
