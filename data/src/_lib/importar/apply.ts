import type { ImportarRegistrosRequest, ImportarRegistrosResponse } from '../../contracts.js';
import type { AccionPrevista, CambioPrevisto, Vista } from './types.js';

/** What became of one change of the preview. */
export type Resultado = 'aplicado' | 'ya aplicado' | 'sin cambios' | 'omitido' | 'con errores' | 'rechazado' | 'no enviado';

/** One line of the report: every change of the preview has one. */
export interface ResultadoFila {
  clave: string;
  fila: number | null;
  accion: AccionPrevista;
  id: string | null;
  nombre: string;
  resultado: Resultado;
  /** Why, in Spanish (the refusal, the error, the doubt); `''` when applied. */
  motivo: string;
  /** The records it wrote (a create's new id). */
  ids: string[];
}

/** What {@link aplicarImportacion} answers. */
export interface Informe {
  filas: ResultadoFila[];
  /** Why applying stopped before the end (a refusal, a lost connection); `null` when it went through. */
  detenido: string | null;
  /** The `/audit` keys of the batches written, in order. */
  lotes: string[];
}

/** Options of {@link aplicarImportacion}. */
export interface AplicarOptions {
  /** Sends one batch to `importarRegistros` (the Firebase SDK's callable, or the CLI's). A throw stops the import. */
  llamar: (request: ImportarRegistrosRequest) => Promise<ImportarRegistrosResponse>;
  /** The import's id: `idDeImportacion` of the file. */
  importacion: string;
  /** The source, kept with every change. */
  nota: string;
  /** The changes to apply, by `clave`; by default every applicable one. Others are `omitido`. */
  seleccion?: ReadonlySet<string>;
  /** Changes per call (default and most 100). */
  lote?: number;
  /** Called after each batch with how many of the selected changes are done. */
  alAvanzar?: (hechos: number, total: number) => void;
  /** Stops before the next batch (a closed dialog). */
  senal?: { readonly aborted: boolean };
}

/** The most changes a batch carries: what `importarRegistros` takes. */
export const LOTE_MAXIMO = 100;

/**
 * Applies the selected changes of a preview through `importarRegistros`, one batch after the
 * other (never two at once: every change of `/geo` is serialised on its version anyway, and each
 * call in flight is a Functions worker). Stops at the first refusal or failed call: what landed
 * stays, the rest is listed as `rechazado` or `no enviado`. Sent again with the same file (the
 * same `importacion`) after an interruption, the steps already in effect are `ya aplicado`.
 */
export async function aplicarImportacion(vista: Vista, opciones: AplicarOptions): Promise<Informe> {
  const size = Math.min(Math.max(1, opciones.lote ?? LOTE_MAXIMO), LOTE_MAXIMO);
  const selected = vista.cambios.filter((c) => c.aplicable && (opciones.seleccion?.has(c.clave) ?? true));
  const results = new Map<string, ResultadoFila>(vista.cambios.map((c) => [c.clave, initial(c, opciones.seleccion)]));
  const lotes: string[] = [];
  let detenido: string | null = null;
  let done = 0;
  for (let start = 0; start < selected.length && !detenido; start += size) {
    if (opciones.senal?.aborted) {
      detenido = 'Detenido antes de terminar';
      break;
    }
    const batch = selected.slice(start, start + size);
    let answer: ImportarRegistrosResponse;
    try {
      answer = await opciones.llamar({ importacion: opciones.importacion, nota: opciones.nota, cambios: batch.map((c) => ({ clave: c.clave, pasos: c.pasos })) });
    } catch (error) {
      detenido = error instanceof Error ? error.message : String(error);
      break;
    }
    if (answer.clave) lotes.push(answer.clave);
    for (const hecho of answer.hechos) {
      const row = results.get(hecho.clave)!;
      Object.assign(row, { resultado: hecho.estado === 'ya' ? 'ya aplicado' : 'aplicado', motivo: '', ids: hecho.ids });
    }
    done += answer.hechos.length;
    if (answer.rechazo) {
      Object.assign(results.get(answer.rechazo.clave)!, { resultado: 'rechazado', motivo: answer.rechazo.mensaje });
      detenido = `Rechazado en ${where(results.get(answer.rechazo.clave)!)}: ${answer.rechazo.mensaje}`;
    }
    opciones.alAvanzar?.(done, selected.length);
  }
  if (detenido) {
    for (const change of selected) {
      const row = results.get(change.clave)!;
      if (row.resultado === 'no enviado' && !row.motivo) row.motivo = 'La importación se detuvo antes';
    }
  }
  return { filas: [...results.values()], detenido, lotes };
}

const where = (row: ResultadoFila) => (row.fila === null ? row.nombre : `la fila ${row.fila}`);

/** A change's line before anything is sent: why it will not be, or `no enviado` until it is. */
function initial(cambio: CambioPrevisto, seleccion: ReadonlySet<string> | undefined): ResultadoFila {
  const base = { clave: cambio.clave, fila: cambio.fila, accion: cambio.accion, id: cambio.id, nombre: cambio.nombre, ids: [] };
  if (cambio.errores.length) return { ...base, resultado: 'con errores', motivo: cambio.errores.map((e) => e.mensaje).join('; ') };
  if (cambio.duda) return { ...base, resultado: 'omitido', motivo: cambio.duda.mensaje };
  if (cambio.accion === 'ninguna') return { ...base, resultado: 'sin cambios', motivo: cambio.aviso ?? '' };
  if (!cambio.aplicable) return { ...base, resultado: 'omitido', motivo: cambio.conflicto?.mensaje ?? cambio.aviso ?? '' };
  if (seleccion && !seleccion.has(cambio.clave)) return { ...base, resultado: 'omitido', motivo: 'No seleccionado' };
  return { ...base, resultado: 'no enviado', motivo: '' };
}

interface Subtle {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
}
interface Encoder {
  encode(text: string): Uint8Array;
}

/**
 * The id of an import: a hash (SHA-256, Web Crypto: browsers and Node alike) of the file's
 * content and of how it is read (`partes`: the kind, the columns), 24 hex digits. The same file
 * imported again, whatever was chosen in its preview, is the same import: its batches share one
 * id, and a restore of the import undoes them all.
 *
 * @example await idDeImportacion(texto, ['parroquia', JSON.stringify(columnas)]) // '3f9a…' (24 characters)
 */
export async function idDeImportacion(contenido: string | Uint8Array, partes: readonly string[] = []): Promise<string> {
  const g = globalThis as unknown as { crypto: { subtle: Subtle }; TextEncoder: new () => Encoder };
  const encoder = new g.TextEncoder();
  const head = encoder.encode(`${partes.join('\u0000')}\u0000`);
  const body = typeof contenido === 'string' ? encoder.encode(contenido) : contenido;
  const all = new Uint8Array(head.length + body.length);
  all.set(head);
  all.set(body, head.length);
  const hash = new Uint8Array(await g.crypto.subtle.digest('SHA-256', all));
  return [...hash.slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
