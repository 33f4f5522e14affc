import type { Usuario, UsuariosRequest } from '@vegeo/data';
import { terminalText } from '../../format/terminalText.js';
import type { Backend } from '../client/openBackend.js';
import { EXIT, UserError } from '../../userError.js';

/** Every account `query` selects (all of them by default), page after page of the `usuarios` callable (admins). */
export async function allUsuarios(backend: Backend, query: Pick<UsuariosRequest, 'buscar' | 'rol'> = {}): Promise<Usuario[]> {
  const usuarios: Usuario[] = [];
  let pagina: string | null | undefined;
  do {
    const page = await backend.call('usuarios', pagina ? { ...query, pagina } : query);
    usuarios.push(...page.usuarios);
    pagina = page.siguiente;
  } while (pagina);
  return usuarios;
}

/**
 * The account named by `who`: an e-mail (any case) or a uid. The admin-only callables take a uid;
 * people type e-mails.
 */
export async function findUsuario(backend: Backend, who: string): Promise<Usuario> {
  const wanted = who.trim().toLowerCase();
  // The service answers one account by uid or by e-mail (Auth's, so also one it has not seen yet).
  const { usuarios } = await backend.call('usuarios', wanted.includes('@') ? { correo: wanted } : { uid: who.trim() });
  const found = usuarios.find((usuario) => usuario.uid === who.trim() || usuario.email?.toLowerCase() === wanted);
  if (!found) throw new UserError(`No existe la cuenta «${terminalText(who)}».`, EXIT.refused);
  return found;
}
