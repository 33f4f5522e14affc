import { EXIT, sessionExpired, UserError } from '../../userError.js';

const WRONG = 'Correo o contraseña incorrectos.';

/** Identity Toolkit and Secure Token error codes (the start of `error.message`), in Spanish. */
const CODES: Record<string, () => UserError> = {
  INVALID_PASSWORD: () => new UserError(WRONG, EXIT.auth),
  EMAIL_NOT_FOUND: () => new UserError(WRONG, EXIT.auth),
  INVALID_LOGIN_CREDENTIALS: () => new UserError(WRONG, EXIT.auth),
  INVALID_EMAIL: () => new UserError('El correo no es válido.', EXIT.usage),
  MISSING_PASSWORD: () => new UserError('Falta la contraseña.', EXIT.usage),
  USER_DISABLED: () => new UserError('La cuenta está deshabilitada.', EXIT.auth),
  EMAIL_EXISTS: () => new UserError('Ya existe una cuenta con ese correo; inicie sesión con «vegeo login».', EXIT.refused),
  WEAK_PASSWORD: () => new UserError('La contraseña es demasiado débil: use al menos 6 caracteres.', EXIT.usage),
  OPERATION_NOT_ALLOWED: () => new UserError('El proyecto no admite cuentas con correo y contraseña.', EXIT.refused),
  ADMIN_ONLY_OPERATION: () =>
    new UserError('El registro está cerrado: pida a un administrador que le invite.', EXIT.refused),
  MISSING_CONTINUE_URI: () => new UserError('Falta la dirección de la aplicación web para el enlace (--url).', EXIT.usage),
  INVALID_CONTINUE_URI: () => new UserError('La dirección de la aplicación web para el enlace no es válida (--url).', EXIT.usage),
  UNAUTHORIZED_DOMAIN: () =>
    new UserError('El dominio de la dirección del enlace no está autorizado en Firebase Auth (--url).', EXIT.refused),
  TOO_MANY_ATTEMPTS_TRY_LATER: () => new UserError('Demasiados intentos; inténtelo más tarde.', EXIT.unreachable),
  TOKEN_EXPIRED: sessionExpired,
  INVALID_REFRESH_TOKEN: sessionExpired,
  USER_NOT_FOUND: sessionExpired,
  INVALID_ID_TOKEN: sessionExpired,
};

/**
 * An Auth REST error (`{ error: { message: 'INVALID_PASSWORD' | 'TOO_MANY_ATTEMPTS_TRY_LATER : …' } }`)
 * as a Spanish message and exit code.
 */
export function fromAuth(body: unknown): UserError {
  const raw = (body as { error?: { message?: unknown } } | null)?.error?.message;
  const text = typeof raw === 'string' ? raw : '';
  const code = text.split(/[\s:]/)[0] ?? '';
  const known = Object.hasOwn(CODES, code) ? CODES[code] : undefined;
  if (known) return known();
  if (/API key/i.test(text) || code.startsWith('API_KEY')) {
    return new UserError('La clave de API del proyecto no es válida (vea «vegeo login --api-key»).', EXIT.usage);
  }
  return new UserError(`Error de autenticación: ${text || 'respuesta inesperada'}.`, EXIT.auth);
}
