import type { LoteLine } from '@vegeo/data';
import { UnfinishedLote, type LoteObserver } from '../../lookup/lookupService.js';
import { CallableError } from '../client/callableErrors.js';
import { EXIT, UserError } from '../../userError.js';

/** Queries per `lote` call: the callable accepts at most 1000. */
export const LOTE_MAX = 1000;

/** Failures worth sending the same call again for: the service or the network, not the request. */
const TRANSIENT = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'INTERNAL', 'UNKNOWN']);
/** Waits before each new try of a transient failure; then it gives up. */
const BACKOFF_SECONDS = [1, 2, 4, 8];
/** Refusals of the quota in a row, with no answer between them, before it gives up. */
const MOST_EXHAUSTED = 5;
/** When the server names no wait, the quota's window. */
const DEFAULT_WAIT_SECONDS = 60;

export interface RemoteLoteOptions {
  /** Waits `ms` milliseconds (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Quota {
  /** Seconds to wait, as the server said. */
  wait: number;
  /** The per-user limit, when the server said it: no call may ask for more. */
  limit: number | undefined;
}

function quotaOf(error: unknown): Quota | undefined {
  if (!(error instanceof CallableError) || error.status !== 'RESOURCE_EXHAUSTED') return undefined;
  const details = (typeof error.details === 'object' && error.details !== null ? error.details : {}) as Record<string, unknown>;
  const wait = typeof details.reintentarEnSegundos === 'number' && details.reintentarEnSegundos >= 0 ? details.reintentarEnSegundos : DEFAULT_WAIT_SECONDS;
  const limit = typeof details.cuota === 'number' && details.cuota >= 1 ? Math.floor(details.cuota) : undefined;
  return { wait, limit };
}

const isTransient = (error: unknown) =>
  error instanceof CallableError ? TRANSIENT.has(error.status) : error instanceof UserError && error.exitCode === EXIT.unreachable;

/**
 * The `lote` of a service reached through `send` (one callable call): the queries in calls of at
 * most 1000, in order. Past the user's quota (`resource-exhausted`) it waits the seconds the
 * server gives (`details.reintentarEnSegundos`) and goes on, in smaller calls if the quota is
 * smaller than one; a transient failure (service unavailable, a timeout, the network) is tried
 * again after 1, 2, 4 and 8 s. When it must give up it throws `UnfinishedLote` with the lines
 * answered so far. The call size it learnt carries over to the next blocks.
 */
export function remoteLote(send: (consultas: unknown[]) => Promise<LoteLine[]>, options: RemoteLoteOptions = {}) {
  const sleep = options.sleep ?? realSleep;
  let size = LOTE_MAX;
  return async function lote(queries: readonly unknown[], observer?: LoteObserver): Promise<LoteLine[]> {
    const lines: LoteLine[] = [];
    let exhausted = 0;
    let retries = 0;
    while (lines.length < queries.length) {
      const consultas = queries.slice(lines.length, lines.length + size);
      try {
        lines.push(...(await send(consultas)));
        exhausted = 0;
        retries = 0;
        continue;
      } catch (error) {
        const quota = quotaOf(error);
        if (quota && exhausted < MOST_EXHAUSTED) {
          exhausted++;
          if (quota.limit !== undefined && quota.limit < size) size = quota.limit;
          observer?.waiting(quota.wait, 'Límite de consultas del servicio');
          // A moment past the server's window, so the next call lands in the new one.
          await sleep(quota.wait * 1000 + 250);
          continue;
        }
        if (!quota && isTransient(error) && retries < BACKOFF_SECONDS.length) {
          const wait = BACKOFF_SECONDS[retries++]!;
          observer?.waiting(wait, (error as Error).message.replace(/\.$/, ''));
          await sleep(wait * 1000);
          continue;
        }
        throw new UnfinishedLote(lines, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return lines;
  };
}
