/** The roles as a select offers them, named in Spanish. */
export const ROLE_CHOICES = ['viewer', 'editor', 'admin'].map((id) => ({ id, name: `vegeo.role.${id}` }));

const METHOD: Record<string, string> = { password: 'contraseña', 'google.com': 'Google', phone: 'teléfono', emailLink: 'enlace' };

/** `contraseña, Google`: how an account signs in, in Spanish. */
export function methodsText(metodos: readonly string[] | undefined): string {
  return (metodos ?? []).map((id) => METHOD[id] ?? id).join(', ') || '—';
}
