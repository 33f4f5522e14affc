import type {
  BuscarOptions,
  BuscarResult,
  EstadoOptions,
  EstadoResult,
  LoteLine,
  MunicipioOptions,
  MunicipioResult,
  ParroquiaOptions,
  ParroquiaResult,
} from '@vegeo/data';
import type { Places } from './placeRefs.js';

/** A local answer is a plain value; a remote one will be a promise. Callers `await` either. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * The lookups the commands need. The local implementation answers from the embedded dataset;
 * a remote one (Firebase callables) can implement the same interface.
 */
export interface LookupService {
  estado(nombre: string | undefined, opciones: EstadoOptions): MaybePromise<EstadoResult | undefined>;
  municipio(nombre: string | undefined, opciones: MunicipioOptions): MaybePromise<MunicipioResult | undefined>;
  parroquia(
    nombre: string | undefined,
    opciones: ParroquiaOptions,
  ): MaybePromise<ParroquiaResult[] | ParroquiaResult | undefined>;
  buscar(texto: string, opciones: BuscarOptions): MaybePromise<BuscarResult[]>;
  capital(): MaybePromise<EstadoResult>;
  /**
   * The places the lookups answer from, by id, to read a place written as a number or an ISO code
   * (see placeRefs.ts): the edition's, or the backend's `/geo`. Asked only for such a reference.
   */
  places(): MaybePromise<Places>;
  /** The estados that have a municipio of that name, in dataset order (a name repeats in up to 11). */
  estadosWithMunicipio(nombre: string): MaybePromise<string[]>;
  /**
   * Answers a block of parsed queries, in order: one line each, never throwing for one query. A
   * service that must give up (after pacing itself and retrying) throws `UnfinishedLote`;
   * `observer` hears of its waits.
   */
  lote(queries: readonly unknown[], observer?: LoteObserver): MaybePromise<LoteLine[]>;
}

/** Told when a batch waits for the service: its quota, or a failure it will try again. */
export interface LoteObserver {
  /** It waits `seconds` before going on, because of `reason` (Spanish, no final stop). */
  waiting(seconds: number, reason: string): void;
}

/**
 * A batch the service gave up on: the lines it answered before `reason` (the error that made it
 * stop), in order. Whoever streams the batch still owes every other query a line.
 */
export class UnfinishedLote extends Error {
  constructor(
    readonly answered: LoteLine[],
    readonly reason: Error,
  ) {
    super(reason.message);
    this.name = 'UnfinishedLote';
  }

  /** The error lines of queries left unanswered. */
  unanswered(queries: readonly unknown[]): LoteLine[] {
    return queries.map((consulta) => ({ consulta, error: `Sin respuesta del servicio: ${this.reason.message}` }));
  }
}
