import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './httpErrors.js';
import { CallableError } from './types.js';

const map = (code: string, message: string, details?: unknown) => toHttpError(new CallableError(code, message, details));

describe('callable errors as HttpError', () => {
  it.each([
    ['invalid-argument', 400],
    ['unauthenticated', 401],
    ['permission-denied', 403],
    ['not-found', 404],
    ['already-exists', 409],
    ['failed-precondition', 409],
    ['resource-exhausted', 429],
    ['internal', 500],
  ])('%s → %i', (code, status) => {
    const error = map(code, 'Mensaje del servicio');
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(status);
    expect(error.body.errors.root.serverError).toBe(error.message);
  });

  it('invalid-argument puts each problem under its field', () => {
    const error = map('invalid-argument', 'El nombre está vacío', {
      problemas: [
        { campo: 'datos.parroquia', mensaje: 'El nombre está vacío' },
        { campo: 'datos.municipioId', mensaje: 'No existe el municipio' },
      ],
    });
    expect(error.status).toBe(400);
    expect(error.message).toBe('El nombre está vacío');
    expect(error.body.errors).toMatchObject({ parroquia: 'El nombre está vacío', municipioId: 'No existe el municipio' });
  });

  it('a duplicate name lands under its field (409)', () => {
    const error = map('already-exists', 'Ya existe un municipio con ese nombre en Mérida', { campo: 'datos.municipio', id: '1312' });
    expect(error.status).toBe(409);
    expect(error.body.errors.municipio).toBe('Ya existe un municipio con ese nombre en Mérida');
  });

  it('a stale version is a 409 saying another user changed the record', () => {
    const error = map('failed-precondition', 'Otro usuario cambió este registro', { motivo: 'version', version: 9 });
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/^Otro usuario cambió este registro/);
    expect(error.body).toMatchObject({ motivo: 'version', version: 9 });
  });

  it('children without cascade is a 409 with their count', () => {
    const error = map('failed-precondition', 'Tiene hijos', { motivo: 'hijos', municipios: 0, parroquias: 3 });
    expect(error.status).toBe(409);
    expect(error.message).toContain('3 parroquias');
    expect(map('failed-precondition', '', { motivo: 'hijos', municipios: 1, parroquias: 12 }).message).toContain('1 municipio y 12 parroquias');
  });

  it('keeps the server message for rule refusals and denials; its own for a lost session', () => {
    expect(map('failed-precondition', 'El Distrito Capital no se puede borrar', { motivo: 'regla' }).message).toBe('El Distrito Capital no se puede borrar');
    expect(map('permission-denied', 'Su cuenta está deshabilitada').message).toBe('Su cuenta está deshabilitada');
    expect(map('permission-denied', '').message).toMatch(/rol/);
    expect(map('unauthenticated', 'Unauthenticated').message).toMatch(/sesión/);
  });

  it('anything that is not a callable error is the network: 503', () => {
    expect(toHttpError(new TypeError('Failed to fetch')).status).toBe(503);
  });
});
