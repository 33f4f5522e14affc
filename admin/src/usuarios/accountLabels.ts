/** The roles as a select offers them, named in Spanish. */
export const ROLE_CHOICES = ['viewer', 'editor', 'admin'].map((id) => ({ id, name: `vegeo.role.${id}` }));

const METHOD: Record<string, string> = { password: 'contraseña', 'google.com': 'Google', phone: 'teléfono', emailLink: 'enlace' };

/** `contraseña, Google`: how an account signs in, in Spanish. */
export function methodsText(metodos: readonly string[] | undefined): string {
  return (metodos ?? []).map((id) => (Object.hasOwn(METHOD, id) ? METHOD[id]! : id)).join(', ') || '—';
}

/** What names an account in a list: its e-mail, else its phone (an account that signs in by SMS only), else its uid. */
export function accountName(account: { email: string | null; telefono?: string | null; uid: string }): string {
  return account.email ?? account.telefono ?? account.uid;
}
