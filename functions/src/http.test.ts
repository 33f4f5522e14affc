import { onCall } from 'firebase-functions/https';
import { describe, expect, it, vi } from 'vitest';
import { bodyProblem, checkedBody } from './http.js';

const req = (body: unknown, { method = 'POST', type = 'application/json', origin }: { method?: string; type?: string; origin?: string } = {}) => ({
  method,
  body,
  header: (name: string) => ({ 'content-type': type, origin })[name.toLowerCase()],
});

function res() {
  const sent: { status?: number; headers: Record<string, string>; body?: unknown } = { headers: {} };
  const response = {
    status: (code: number) => ((sent.status = code), response),
    set: (name: string, value: string) => ((sent.headers[name] = value), response),
    json: (body: unknown) => void (sent.body = body),
  };
  return { response, sent };
}

describe('bodyProblem', () => {
  it('says in Spanish what the callable protocol wants', () => {
    expect(bodyProblem(req({}))).toBe('La petición debe ser un objeto JSON con el campo data: {"data": …}');
    expect(bodyProblem(req([1]))).toBe('La petición debe ser un objeto JSON con el campo data: {"data": …}');
    expect(bodyProblem(req({ data: 1, otro: 2 }))).toBe("Campo desconocido en la petición: 'otro' (solo se admite data)");
    expect(bodyProblem(req({ data: 1 }, { type: 'text/plain' }))).toBe('La petición debe ser JSON (Content-Type: application/json)');
    expect(bodyProblem(req({ data: 1 }, { method: 'GET' }))).toBe('Las funciones se llaman con POST, no con GET');
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(bodyProblem(req({ data: deep }))).toBe('La petición anida demasiados niveles (más de 64)');
  });

  it('lets good requests and CORS preflights through', () => {
    expect(bodyProblem(req({ data: null }))).toBeUndefined();
    expect(bodyProblem(req({ data: { nombre: 'Zulia' } }, { type: 'application/json; charset=utf-8' }))).toBeUndefined();
    expect(bodyProblem(req(undefined, { method: 'OPTIONS' }))).toBeUndefined();
  });
});

describe('checkedBody', () => {
  it('answers a bad body as the protocol answers errors, with CORS, and never calls the function', () => {
    const inner = vi.fn();
    const { response, sent } = res();
    checkedBody(inner)(req({}, { origin: 'https://vegeo.web.app' }) as never, response as never);
    expect(inner).not.toHaveBeenCalled();
    expect(sent).toEqual({
      status: 400,
      headers: { 'Access-Control-Allow-Origin': 'https://vegeo.web.app', Vary: 'Origin' },
      body: { error: { status: 'INVALID_ARGUMENT', message: 'La petición debe ser un objeto JSON con el campo data: {"data": …}' } },
    });
  });

  it('passes good requests on, and keeps what the framework declares about the function', () => {
    const fn = onCall(() => 1);
    const checked = checkedBody(fn);
    expect(checked.__endpoint).toEqual(fn.__endpoint);
    expect(checked.run).toBe(fn.run);
    const inner = vi.fn();
    checkedBody(inner)(req({ data: 1 }) as never, res().response as never);
    expect(inner).toHaveBeenCalledOnce();
  });
});
