import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Codificacion } from '@vegeo/csv';
import { toFlat, type StoredGeo, type Tipo } from '@vegeo/data';
import { aplicarImportacion, idDeImportacion, previsualizar } from '@vegeo/data/importar';
import type { Context } from '../../io.js';
import { jsonText } from '../../format/terminalText.js';
import { EXIT, UserError, usage } from '../../userError.js';
import { openBackend } from '../client/openBackend.js';
import { dataset } from '../dataset.js';
import { readImportFile } from './importFile.js';
import { previewCsv, previewTable, progressBar, reportCsv, reportLine, summaryLine } from './importOutput.js';

/** The flags of `vegeo <tipo>s importar`. */
export interface ImportarFlags {
  ensayo?: boolean;
  columnas?: string;
  codificacion?: Codificacion;
  modo?: string;
  borrarFaltantes?: boolean;
  nota?: string;
  informe?: string;
  aceptar?: string;
  elegir?: string;
  json?: boolean;
}

/**
 * `vegeo <tipo>s importar archivo.csv`: the file (its `path` and the `bytes` read there) previewed
 * against `/geo` as the signed-in user reads it, then (without `--ensayo`) applied through
 * `importarRegistros` in batches.
 */
export async function importar(ctx: Context, tipo: Tipo, file: { path: string; bytes: Uint8Array }, flags: ImportarFlags): Promise<void> {
  const { io } = ctx;
  if (flags.modo !== undefined && flags.modo !== 'cambios' && flags.modo !== 'lista') throw usage(`--modo debe ser cambios o lista, no «${flags.modo}».`);
  const read = await readImportFile(file, tipo, flags);
  if (flags.modo === 'cambios' && read.columnas.accion === undefined) throw usage(`Falta la columna «accion» (crear, editar o borrar) en el encabezado: ${read.header.join(', ')}.`);
  const backend = await openBackend(io);
  const stored = await backend.read<StoredGeo>('geo');
  // While /geo is empty the callables work on the embedded dataset.
  const geo = stored?.estados ? stored : toFlat(dataset);
  const vista = previsualizar(read.filas, geo, {
    tipo,
    ...(flags.modo ? { modo: flags.modo as 'cambios' | 'lista' } : {}),
    borrarFaltantes: flags.borrarFaltantes === true,
    aceptar: acceptedOf(flags.aceptar),
    elegir: pairsOf(flags.elegir),
  });
  ctx.exitCode = 0;
  if (flags.ensayo) {
    if (flags.json) io.stdout.write(`${jsonText(vista)}\n`);
    else if (io.stdout.isTTY) io.stdout.write(previewTable(vista, io.stdout.columns ?? 100));
    else io.stdout.write(previewCsv(vista));
    return;
  }
  // The file as read (its kind and columns), not the choices: started again with other choices
  // (a conflict accepted after it stopped the import), it is the same import, restored as one.
  const importacion = await idDeImportacion(read.bytes, [tipo, JSON.stringify(read.columnas)]);
  io.stderr.write(`Importación ${importacion}: ${summaryLine(vista)}\n`);
  const bar = progressBar(io.stderr as { write(text: string): unknown; isTTY?: boolean });
  let failure: unknown;
  const informe = await aplicarImportacion(vista, {
    importacion,
    nota: flags.nota?.trim() || `Importación de ${basename(file.path)}`,
    llamar: (request) =>
      backend.call('importarRegistros', request).catch((error: unknown) => {
        failure = error;
        throw error;
      }),
    alAvanzar: (done, total) => bar.update(done, total),
  });
  bar.end();
  if (flags.informe) await writeFile(flags.informe, reportCsv(informe));
  if (flags.json) io.stdout.write(`${jsonText({ importacion, ...informe })}\n`);
  else io.stdout.write(`${reportLine(informe)}. Importación ${importacion}${informe.lotes.length ? ` (${informe.lotes.length} lotes en la auditoría)` : ''}.\n`);
  if (informe.detenido) {
    if (failure instanceof UserError) throw new UserError(`La importación se detuvo: ${failure.message}`, failure.exitCode);
    throw new UserError(`La importación se detuvo: ${informe.detenido}`, EXIT.refused);
  }
}

/** `--aceptar f12,f14` or `--aceptar todos`: conflicts accepted, by key. */
function acceptedOf(text: string | undefined): Record<string, boolean> | 'todos' | undefined {
  if (text === undefined) return undefined;
  const keys = text.split(',').map((k) => k.trim()).filter(Boolean);
  return keys.includes('todos') ? 'todos' : Object.fromEntries(keys.map((k) => [k, true]));
}

/** `--elegir f12=1419,f20=nuevo`: doubts settled, by key. */
function pairsOf(text: string | undefined): Record<string, string> | undefined {
  if (text === undefined) return undefined;
  const pairs: Record<string, string> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (!key || !value) throw usage(`--elegir espera clave=id (f12=1419, f20=nuevo), no «${part}».`);
    pairs[key] = value;
  }
  return pairs;
}
