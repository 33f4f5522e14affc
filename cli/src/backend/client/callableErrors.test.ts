import { describe, expect, it } from 'vitest';
import { fromAuth } from './authErrors.js';
import { fromCallable } from './callableErrors.js';

const mapped = (error: { message: string; exitCode: number }) => [error.message, error.exitCode];

describe('fromCallable', () => {
  it('keeps the functions’ Spanish message behind the kind of failure, with its exit code', () => {
    expect(mapped(fromCallable({ status: 'PERMISSION_DENIED', message: 'Esta operación requiere el rol editor o administrador' }))).toEqual([
      'Permiso denegado: Esta operación requiere el rol editor o administrador.',
      1,
    ]);
    expect(mapped(fromCallable({ status: 'UNAUTHENTICATED', message: 'Debe iniciar sesión para usar este servicio' }))).toEqual([
      'Sesión no válida: Debe iniciar sesión para usar este servicio.',
      3,
    ]);
    expect(mapped(fromCallable({ status: 'NOT_FOUND', message: "No existe el municipio '9999'" }))[1]).toBe(1);
    expect(mapped(fromCallable({ status: 'INVALID_ARGUMENT', message: "El nombre no puede ser 'number'" }))).toEqual([
      "Datos no válidos: El nombre no puede ser 'number'.",
      2,
    ]);
    expect(mapped(fromCallable({ status: 'RESOURCE_EXHAUSTED', message: 'x' }))[1]).toBe(4);
    expect(mapped(fromCallable({ status: 'UNAVAILABLE' }))[1]).toBe(4);
  });

  it('reads a stale version as a version conflict', () => {
    const error = fromCallable({
      status: 'FAILED_PRECONDITION',
      message: 'Los datos cambiaron (versión 7); vuelva a leerlos e inténtelo de nuevo',
      details: { motivo: 'version', version: 7 },
    });
    expect(mapped(error)).toEqual(['Conflicto de versión: Los datos cambiaron (versión 7); vuelva a leerlos e inténtelo de nuevo.', 1]);
    expect(fromCallable({ status: 'FAILED_PRECONDITION', message: 'El Distrito Capital no se puede borrar' }).message).toMatch(/^Rechazado: /);
  });

  it('answers anything unknown as a server error, on one line, exit 5', () => {
    expect(mapped(fromCallable({ status: 'INTERNAL', message: 'Error interno\ndel servidor' }))).toEqual([
      'Error del servidor: Error interno del servidor.',
      5,
    ]);
    expect(mapped(fromCallable({}))).toEqual(['Error del servidor: error interno del servidor.', 5]);
    // A status named like an object member is just as unknown.
    for (const status of ['constructor', 'toString', '__proto__']) {
      expect(mapped(fromCallable({ status })), status).toEqual(['Error del servidor: error interno del servidor.', 5]);
    }
  });
});

describe('fromAuth', () => {
  it('says wrong email or password without telling which (exit 3)', () => {
    for (const code of ['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS']) {
      expect(mapped(fromAuth({ error: { message: code } }))).toEqual(['Correo o contraseña incorrectos.', 3]);
    }
  });

  it('reads codes with a detail after them, and expired sessions', () => {
    expect(mapped(fromAuth({ error: { message: 'TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled' } }))[1]).toBe(4);
    expect(fromAuth({ error: { message: 'INVALID_REFRESH_TOKEN' } }).message).toMatch(/^La sesión expiró/);
    expect(mapped(fromAuth({ error: { message: 'API key not valid. Please pass a valid API key.' } }))[1]).toBe(2);
    expect(fromAuth(undefined).message).toBe('Error de autenticación: respuesta inesperada.');
    expect(mapped(fromAuth({ error: { message: 'constructor' } }))).toEqual(['Error de autenticación: constructor.', 3]);
  });
});
