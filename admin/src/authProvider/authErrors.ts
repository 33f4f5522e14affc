/** Spanish messages for the Firebase Auth errors a person can cause, by code. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Correo o contraseña incorrectos.',
  'auth/wrong-password': 'Correo o contraseña incorrectos.',
  'auth/invalid-login-credentials': 'Correo o contraseña incorrectos.',
  // Never «no such account»: it would tell anyone who has one (Firebase's e-mail enumeration protection answers so too).
  'auth/user-not-found': 'Correo o contraseña incorrectos.',
  'auth/invalid-email': 'El correo no es válido.',
  'auth/missing-email': 'Escriba su correo.',
  'auth/missing-password': 'Escriba su contraseña.',
  'auth/email-already-in-use': 'Ya existe una cuenta con ese correo. Inicie sesión o use «Olvidé mi contraseña».',
  'auth/weak-password': 'La contraseña es muy débil: use al menos 6 caracteres.',
  'auth/user-disabled': 'Esta cuenta está desactivada. Pida ayuda a un administrador.',
  'auth/too-many-requests': 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
  'auth/network-request-failed': 'No hay conexión con el servicio de acceso. Revise su conexión e intente de nuevo.',
  'auth/internal-error': 'El servicio de acceso tuvo un error. Intente de nuevo.',
  'auth/expired-action-code': 'El enlace caducó. Pida uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido: caducó o ya se usó. Pida uno nuevo.',
  'auth/invalid-phone-number': 'El número de teléfono no es válido. Escríbalo como 0412 1234567, o con el código del país: +58 412 1234567.',
  'auth/missing-phone-number': 'Escriba su número de teléfono.',
  'auth/invalid-verification-code': 'El código no es correcto. Revise el SMS e intente de nuevo.',
  'auth/missing-verification-code': 'Escriba el código que recibió por SMS.',
  'auth/code-expired': 'El código caducó. Pida uno nuevo.',
  'auth/quota-exceeded': 'Se enviaron demasiados SMS. Intente más tarde.',
  'auth/captcha-check-failed': 'No se pudo comprobar que usted no es un robot. Intente de nuevo.',
  'auth/popup-closed-by-user': 'Se cerró la ventana de Google antes de terminar.',
  'auth/cancelled-popup-request': 'Se cerró la ventana de Google antes de terminar.',
  'auth/popup-blocked': 'El navegador bloqueó la ventana de Google: permita las ventanas emergentes de este sitio.',
  'auth/account-exists-with-different-credential': 'Ya existe una cuenta con ese correo y otro método de acceso: entre con ese método y vincule Google desde su perfil.',
  'auth/credential-already-in-use': 'Ese teléfono o esa cuenta de Google ya es la forma de entrar de otro usuario: no se puede vincular a esta cuenta.',
  'auth/provider-already-linked': 'Ese método ya está vinculado a su cuenta.',
  'vegeo/phone-in-use': 'Ese teléfono ya es la forma de entrar de otra cuenta: no se puede vincular a esta.',
  'vegeo/last-method': 'No se puede quitar: es su única forma de entrar. Vincule antes otra.',
  'auth/no-such-provider': 'Ese método no está vinculado a su cuenta.',
  'auth/requires-recent-login': 'Por seguridad, confirme su identidad de nuevo antes de este cambio.',
  'auth/unverified-email': 'Primero verifique su correo: use «Enviar correo de verificación».',
  'auth/second-factor-already-in-use': 'Ese teléfono ya es su segundo factor.',
  'auth/maximum-second-factor-count-exceeded': 'Su cuenta ya tiene el máximo de segundos factores.',
  'auth/invalid-multi-factor-session': 'La verificación en dos pasos caducó. Empiece de nuevo.',
  'auth/multi-factor-auth-required': 'Su cuenta pide un segundo factor: escriba el código que le enviamos por SMS.',
  'auth/operation-not-allowed': 'Ese método de acceso no está habilitado en este proyecto.',
  'auth/admin-restricted-operation': 'El registro está cerrado: pida a un administrador que le invite.',
  'auth/unauthorized-continue-uri': 'Este sitio no está autorizado para enviar enlaces de acceso. Avise a un administrador.',
  'auth/invalid-continue-uri': 'Este sitio no está autorizado para enviar enlaces de acceso. Avise a un administrador.',
  'auth/user-token-expired': 'Su sesión terminó. Inicie sesión de nuevo.',
  'vegeo/google-unavailable': 'No se pudo abrir la ventana de Google: no hay conexión con Google. Intente más tarde o entre con otro método.',
  'auth/user-mismatch': 'Esa no es la cuenta con la que inició sesión.',
};

/** The Firebase code of an error (`auth/…`), when it has one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The message a person reads for a failed sign-in or account change; `fallback` for the unknown. */
export function authErrorMessage(error: unknown, fallback = 'No se pudo iniciar sesión. Intente de nuevo.'): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || fallback;
}
