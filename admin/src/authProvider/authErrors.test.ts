import { describe, expect, it } from 'vitest';
import { authErrorCode, authErrorMessage } from './authErrors.js';

// Every error a person can cause, by the code Firebase gives it, and what they read.
const CASES: [string, RegExp][] = [
  ['auth/wrong-password', /^Correo o contraseña incorrectos\.$/],
  ['auth/invalid-credential', /^Correo o contraseña incorrectos\.$/],
  ['auth/invalid-login-credentials', /^Correo o contraseña incorrectos\.$/],
  ['auth/user-not-found', /^Correo o contraseña incorrectos\.$/],
  ['auth/email-already-in-use', /^Ya existe una cuenta con ese correo/],
  ['auth/weak-password', /débil: use al menos 6 caracteres/],
  ['auth/too-many-requests', /^Demasiados intentos\. Espere unos minutos/],
  ['auth/expired-action-code', /^El enlace caducó\. Pida uno nuevo\.$/],
  ['auth/invalid-action-code', /caducó o ya se usó/],
  ['auth/invalid-verification-code', /^El código no es correcto/],
  ['auth/code-expired', /^El código caducó/],
  ['auth/network-request-failed', /^No hay conexión con el servicio de acceso/],
  ['auth/user-disabled', /^Esta cuenta está desactivada/],
  ['auth/invalid-phone-number', /código del país/],
  ['auth/requires-recent-login', /confirme su identidad/],
  ['auth/popup-closed-by-user', /ventana de Google/],
  ['auth/admin-restricted-operation', /registro está cerrado/],
  ['auth/unverified-email', /verifique su correo/],
  // Linking and unlinking ways to sign in, from the profile.
  ['auth/credential-already-in-use', /^Ese teléfono o esa cuenta de Google ya es la forma de entrar de otro usuario/],
  ['auth/provider-already-linked', /^Ese método ya está vinculado a su cuenta\.$/],
  ['auth/no-such-provider', /^Ese método no está vinculado a su cuenta\.$/],
  ['vegeo/phone-in-use', /^Ese teléfono ya es la forma de entrar de otra cuenta/],
  ['vegeo/last-method', /^No se puede quitar: es su única forma de entrar/],
  ['vegeo/google-unavailable', /no hay conexión con Google/],
];

describe('authErrorMessage: a Spanish message for each error a person can cause', () => {
  it.each(CASES)('%s', (code, message) => {
    expect(authErrorMessage({ code, message: 'Firebase: Error (' + code + ').' })).toMatch(message);
  });

  it('never shows Firebase’s English text', () => {
    for (const [code] of CASES) expect(authErrorMessage({ code, message: 'Firebase: Error' })).not.toMatch(/Firebase|Error \(/);
  });

  it('an unknown code, or no code, reads as the fallback', () => {
    expect(authErrorMessage({ code: 'auth/brand-new' })).toBe('No se pudo iniciar sesión. Intente de nuevo.');
    expect(authErrorMessage(new Error('boom'), 'No se pudo guardar.')).toBe('No se pudo guardar.');
    expect(authErrorMessage(null)).toBe('No se pudo iniciar sesión. Intente de nuevo.');
  });

  it('authErrorCode reads only string codes', () => {
    expect(authErrorCode({ code: 'auth/x' })).toBe('auth/x');
    expect(authErrorCode({ code: 7 })).toBeUndefined();
    expect(authErrorCode(undefined)).toBeUndefined();
  });
});
