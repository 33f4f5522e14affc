import type { Usuario, UsuariosResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { mendMirrors, mirrorPatch } from '../accounts/mirror.js';
import { pageCursor, pageToken } from '../accounts/pages.js';
import { usuarioOf, usuarioWithoutAccount } from '../accounts/usuario.js';
import { usersPage } from '../accounts/usersList.js';
import { usuariosRequest } from '../requests.js';
import type { Deps, Handler } from '../deps.js';
import { fail, parse } from '../errors.js';
import { LIMITS } from '../limits.js';

/**
 * `usuarios({ buscar?, rol?, orden?, sentido?, desde? | pagina?, limite? } | { uid } | { correo })` (admins): a
 * page of the accounts `/users` knows, searched, filtered, sorted and counted over the mirror
 * this instance keeps live (nothing is read whole from the database), each shown as Auth holds
 * it now: Auth is asked only for the page's accounts. A mirror that differs from Auth is mended.
 * `siguiente` is the `pagina` of the next page (`null` after the last); a `pagina` this callable
 * did not hand out is refused.
 */
export const handle: Handler<UsuariosResponse, 'store' | 'users'> = async (deps, request) => {
  await authorize(deps, request, 'admin');
  const { pagina, desde, limite = LIMITS.usuarios, buscar, rol, orden = 'email', sentido = 'asc', uid, correo } = parse(usuariosRequest, request.data);
  if (uid !== undefined || correo !== undefined) {
    const usuarios = await one(deps, uid !== undefined ? { uid } : { email: correo! });
    return { usuarios, siguiente: null, total: usuarios.length };
  }
  const key = await deps.store.secret(PAGES_KEY);
  const start = pagina === undefined ? (desde ?? 0) : offsetIn(pageToken(key, pagina));
  const state = await deps.store.readUserList();
  const { rows, total } = usersPage(state.users, { ...(buscar ? { buscar } : {}), ...(rol ? { rol } : {}), orden, sentido, desde: start, limite });
  const accounts = new Map((await deps.users.findMany(rows.map(([id]) => id))).map((account) => [account.uid, account]));
  const mends: Record<string, unknown> = {};
  const usuarios = rows.map(([id, user]) => {
    const account = accounts.get(id);
    if (!account) return usuarioWithoutAccount(id, user);
    Object.assign(mends, mirrorPatch(id, user, account));
    return usuarioOf(account, user);
  });
  await mendMirrors(deps.store, state, mends);
  const next = start + rows.length;
  return { usuarios, siguiente: next < total && rows.length > 0 ? pageCursor(key, String(next)) : null, total };
};

/** The account with this uid or e-mail, as Auth and `/users` hold it: none when neither knows it. */
async function one(deps: Pick<Deps, 'store' | 'users'>, by: { uid: string } | { email: string }): Promise<Usuario[]> {
  const account = await deps.users.find(by);
  const uid = account?.uid ?? ('uid' in by ? by.uid : undefined);
  // A text the database takes for no key (an e-mail: its dot) names no entry of `/users`.
  const user = uid === undefined || NOT_A_KEY.test(uid) ? null : await deps.store.readUser(uid);
  if (account) return [usuarioOf(account, user ?? undefined)];
  return user && uid ? [usuarioWithoutAccount(uid, user)] : [];
}

/** The offset a cursor this callable handed out carries. */
function offsetIn(token: string | null): number {
  const offset = token === null || !/^\d{1,9}$/.test(token) ? NaN : Number(token);
  if (Number.isNaN(offset)) throw unknownPage();
  return offset;
}

const NOT_A_KEY = /[.#$[\]/]/;

/** The name of the key that signs the pages' cursors. */
const PAGES_KEY = 'paginas';

const unknownPage = () =>
  fail('invalid-argument', "'pagina' no es la que dio la página anterior", { problemas: [{ campo: 'pagina', mensaje: 'Página desconocida' }] });
