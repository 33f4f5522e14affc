import { describe, expect, it } from 'vitest';
import { auditoriaRequest, buscarRequest, estadoRequest, loteRequest, municipioRequest, setRoleRequest } from './requests.js';
import { parse } from './errors.js';

const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('se esperaba un error');
};

describe('request schemas', () => {
  it('a non-text name is refused with the message every vegeo tool uses', () => {
    for (const [nombre, type] of [[7, 'number'], [true, 'boolean'], [{}, 'object'], [[], 'object']] as const) {
      const error = problem(() => parse(estadoRequest, { nombre }));
      expect(error).toMatchObject({ code: 'invalid-argument', message: `El nombre no puede ser '${type}'` });
    }
    expect(problem(() => parse(buscarRequest, {})).message).toBe("El nombre no puede ser 'undefined'");
  });

  it('accepts a missing or null name (a random entry) and no arguments at all', () => {
    expect(parse(municipioRequest, null)).toEqual({});
    expect(parse(estadoRequest, { nombre: null, opciones: null })).toEqual({ nombre: null, opciones: null });
  });

  it('bounds names and option texts', () => {
    expect(problem(() => parse(estadoRequest, { nombre: 'x'.repeat(201) })).message).toBe('El nombre no puede pasar de 200 caracteres');
    expect(problem(() => parse(municipioRequest, { nombre: 'a', opciones: { estado: 'x'.repeat(201) } })).code).toBe('invalid-argument');
  });

  it('refuses unknown options and fields, and options of the wrong type', () => {
    expect(problem(() => parse(estadoRequest, { nombre: 'Zulia', opciones: { parroquias: true } })).message).toBe(
      "Opción desconocida para estado: 'parroquias' (se admiten: municipios)",
    );
    expect(problem(() => parse(estadoRequest, { nombre: 'Zulia', extra: 1 })).message).toBe("Campo desconocido: 'extra'");
    expect(problem(() => parse(estadoRequest, { opciones: 'x' })).message).toBe("Las opciones deben ser un objeto, no 'string'");
    expect(problem(() => parse(estadoRequest, { opciones: { municipios: 'si' } })).message).toBe("La opción 'municipios' debe ser true o false");
    expect(problem(() => parse(buscarRequest, { nombre: 'a', opciones: { max: 1000 } })).code).toBe('invalid-argument');
  });

  it('bounds batches', () => {
    expect(parse(loteRequest, { consultas: Array(1000).fill({}) }).consultas).toHaveLength(1000);
    expect(problem(() => parse(loteRequest, { consultas: Array(1001).fill({}) })).message).toBe('Un lote admite hasta 1000 consultas');
    expect(problem(() => parse(loteRequest, { consultas: 'x' })).message).toBe("'consultas' debe ser una lista de consultas");
  });

  it('setRole takes an email or a uid and a known role', () => {
    expect(parse(setRoleRequest, { email: 'a@b.ve', role: 'editor' })).toEqual({ email: 'a@b.ve', role: 'editor' });
    expect(parse(setRoleRequest, { uid: 'u1', role: 'admin' })).toEqual({ uid: 'u1', role: 'admin' });
    expect(problem(() => parse(setRoleRequest, { email: 'a@b.ve', role: 'root' })).code).toBe('invalid-argument');
    expect(problem(() => parse(setRoleRequest, { email: 'a@b.ve', uid: 'u', role: 'admin' })).code).toBe('invalid-argument');
  });

  it('auditoria bounds limite', () => {
    expect(parse(auditoriaRequest, {})).toEqual({});
    expect(problem(() => parse(auditoriaRequest, { limite: 501 })).message).toBe("'limite' debe estar entre 1 y 500");
  });
});
