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
  /** Answers a chunk of parsed queries, in order: one line each, never throwing for one query. */
  lote(queries: readonly unknown[]): MaybePromise<LoteLine[]>;
}
