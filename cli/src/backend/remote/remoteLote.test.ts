import { describe, expect, it } from 'vitest';
import { UnfinishedLote } from '../../lookup/lookupService.js';
import { LOTE_MAX, remoteLote } from './remoteLote.js';
import { fromCallable } from '../client/callableErrors.js';
import { EXIT, UserError } from '../../userError.js';
import type { LoteLine } from '@vegeo/data';

const echo = (consultas: readonly unknown[]): LoteLine[] => consultas.map((consulta) => ({ consulta, resultado: null }));
const exhausted = (reintentarEnSegundos: number, cuota = 2000) =>
  fromCallable({
    status: 'RESOURCE_EXHAUSTED',
    message: `Ha superado su cuota de ${cuota} consultas por minuto; inténtelo de nuevo en ${reintentarEnSegundos} s`,
    details: { cuota, usadas: cuota, reintentarEnSegundos },
  });

/**
 * A service with a per-minute quota on a clock of its own: `sleep` moves the clock, so the
 * waits are real to the service and take no time here.
 */
function quotaService(limit: number, failures: Error[] = []) {
  let now = 0;
  let window = { start: 0, used: 0 };
  const calls: number[] = [];
  const waits: number[] = [];
  const send = async (consultas: unknown[]) => {
    calls.push(consultas.length);
    const failure = failures.shift();
    if (failure) throw failure;
    if (now - window.start >= 60_000) window = { start: now, used: 0 };
    if (window.used + consultas.length > limit) throw exhausted(Math.ceil((window.start + 60_000 - now) / 1000), limit);
    window.used += consultas.length;
    return echo(consultas);
  };
  const sleep = async (ms: number) => {
    waits.push(ms);
    now += ms;
  };
  return { send, sleep, calls, waits };
}

describe('remoteLote', () => {
  it('sends calls of at most 1000 queries and keeps the order', async () => {
    const service = quotaService(100_000);
    const queries = Array.from({ length: 2500 }, (_, n) => n);
    const lines = await remoteLote(service.send, service)(queries);
    expect(service.calls).toEqual([LOTE_MAX, LOTE_MAX, 500]);
    expect(lines.map((line) => line.consulta)).toEqual(queries);
  });

  it('waits the time the server gives past the quota, and answers every query', async () => {
    const service = quotaService(2000);
    const observed: [number, string][] = [];
    const queries = Array.from({ length: 5000 }, (_, n) => n);
    const lines = await remoteLote(service.send, service)(queries, { waiting: (seconds, reason) => observed.push([seconds, reason]) });
    expect(lines.map((line) => line.consulta)).toEqual(queries);
    // 2000 a minute: two waits, each until the next window.
    expect(observed).toEqual([
      [60, 'Límite de consultas del servicio'],
      [60, 'Límite de consultas del servicio'],
    ]);
    expect(service.waits.every((ms) => ms >= 60_000)).toBe(true);
  });

  it('sends smaller calls when the quota is smaller than one call', async () => {
    const service = quotaService(300);
    const queries = Array.from({ length: 1000 }, (_, n) => n);
    const lines = await remoteLote(service.send, service)(queries);
    expect(lines.map((line) => line.consulta)).toEqual(queries);
    expect(service.calls[0]).toBe(1000);
    expect(Math.max(...service.calls.slice(1))).toBe(300);
  });

  it('tries a transient failure again after 1, 2, 4 and 8 s', async () => {
    const unavailable = fromCallable({ status: 'UNAVAILABLE' });
    const offline = new UserError('No se pudo conectar con 127.0.0.1:5001.', EXIT.unreachable);
    const service = quotaService(100_000, [unavailable, offline, unavailable]);
    const lines = await remoteLote(service.send, service)([1, 2, 3]);
    expect(lines).toHaveLength(3);
    expect(service.waits).toEqual([1000, 2000, 4000]);
  });

  it('gives up with what it answered when failures last, or at once when retrying cannot help', async () => {
    const unavailable = fromCallable({ status: 'UNAVAILABLE' });
    const service = quotaService(100_000);
    const failing = async (consultas: unknown[]) => {
      if (service.calls.length >= 1) {
        service.calls.push(consultas.length);
        throw unavailable;
      }
      return service.send(consultas);
    };
    const error = await remoteLote(failing, service)(Array.from({ length: 1500 }, (_, n) => n)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnfinishedLote);
    expect((error as UnfinishedLote).answered).toHaveLength(1000);
    expect((error as UnfinishedLote).reason).toBe(unavailable);
    expect(service.waits).toEqual([1000, 2000, 4000, 8000]);

    const denied = fromCallable({ status: 'PERMISSION_DENIED' });
    const refusing = quotaService(100_000, [denied]);
    const refused = await remoteLote(refusing.send, refusing)([1]).catch((e: unknown) => e);
    expect((refused as UnfinishedLote).reason).toBe(denied);
    expect(refusing.waits).toEqual([]);
  });

  it('gives up on a quota that never lets a call through', async () => {
    const service = quotaService(100_000, Array.from({ length: 10 }, () => exhausted(1)));
    const error = await remoteLote(service.send, service)([1]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnfinishedLote);
    expect(service.waits).toHaveLength(5);
  });
});
