import type { UsuariosResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { pageCursor, pageToken } from '../accounts/pages.js';
import { usuarioOf } from '../accounts/usuario.js';
import { usuariosRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { LIMITS } from '../limits.js';

/**
 * `usuarios({ pagina?, limite? })` (admins): the accounts, as Auth has them, with the role and
 * state `/users` holds; `siguiente` is the `pagina` of the next page (`null` after the last).
 * A `pagina` this callable did not hand out is refused.
 */
export const handle: Handler<UsuariosResponse, 'store' | 'users'> = async (deps, request) => {
  await authorize(deps, request, 'admin');
  const { pagina, limite = LIMITS.usuarios } = parse(usuariosRequest, request.data);
  const key = await deps.store.secret(PAGES_KEY);
  const token = pagina === undefined ? undefined : pageToken(key, pagina);
  if (token === null) throw unknownPage();
  const [page, { users }] = await Promise.all([
    deps.users.list(limite, token).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/invalid-page-token') throw unknownPage();
      throw error;
    }),
    deps.store.readAccounts(),
  ]);
  return {
    usuarios: page.accounts.map((account) => usuarioOf(account, users[account.uid])),
    siguiente: page.next === null ? null : pageCursor(key, page.next),
  };
};

/** The name of the key that signs the pages' cursors. */
const PAGES_KEY = 'paginas';

const unknownPage = () =>
  fail('invalid-argument', "'pagina' no es la que dio la página anterior", { problemas: [{ campo: 'pagina', mensaje: 'Página desconocida' }] });
