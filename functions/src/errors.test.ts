import { HttpsError } from 'firebase-functions/https';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '../test/support/requests.js';
import { fail, guard } from './errors.js';

describe('guard', () => {
  it('passes HttpsErrors through untouched', async () => {
    const error = fail('not-found', 'No existe');
    await expect(guard('x', async () => Promise.reject(error))).rejects.toBe(error);
  });

  it('logs anything else and answers internal, without leaking it', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const wrapped = await failure(guard('estado', async () => Promise.reject(new TypeError('x is undefined'))));
    expect(wrapped).toMatchObject({ code: 'internal', message: 'Error interno del servidor; inténtelo de nuevo más tarde' });
    expect(log).toHaveBeenCalledWith('estado: error inesperado', expect.any(TypeError));
  });

  it('answers what the work answers', async () => {
    await expect(guard('x', async () => 7)).resolves.toBe(7);
    expect(fail('internal', 'm')).toBeInstanceOf(HttpsError);
  });
});
