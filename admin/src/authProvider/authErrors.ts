/** Spanish messages for the sign-in errors of Firebase Auth, by code. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Correo o contraseña incorrectos.',
  'auth/wrong-password': 'Correo o contraseña incorrectos.',
  'auth/invalid-login-credentials': 'Correo o contraseña incorrectos.',
  'auth/user-not-found': 'No hay ninguna cuenta con ese correo.',
  'auth/invalid-email': 'El correo no es válido.',
  'auth/missing-password': 'Escriba su contraseña.',
  'auth/user-disabled': 'Esta cuenta está deshabilitada. Pida ayuda a un administrador.',
  'auth/too-many-requests': 'Demasiados intentos fallidos. Espere unos minutos e intente de nuevo.',
  'auth/network-request-failed': 'No hay conexión con el servicio de acceso. Revise su conexión e intente de nuevo.',
  'auth/internal-error': 'El servicio de acceso tuvo un error. Intente de nuevo.',
};

/** The message a person reads for a failed sign-in. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && MESSAGES[code]) || 'No se pudo iniciar sesión. Intente de nuevo.';
}
