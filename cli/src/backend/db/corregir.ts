import { COLLECTION, isVersionConflict, toFlat, type RegistroResponse, type StoredGeo } from '@vegeo/data';
import { dataset } from '../dataset.js';
import { isCorrected, planCorrections, type Correction } from './corrections.js';
import type { Context } from '../../io.js';
import type { Backend } from '../client/openBackend.js';
import { CallableError } from '../client/callableErrors.js';
import { EXIT, UserError } from '../../userError.js';
import { openBackend } from '../client/openBackend.js';
import { jsonText, terminalText } from '../../format/terminalText.js';
import { agreeing, theKind } from '../../format/kind.js';

export interface CorregirFlags {
  json?: boolean;
}

/** Sends one correction to its callable. */
function call(backend: Backend, change: Correction): Promise<RegistroResponse> {
  if (change.accion === 'crear') return backend.call('crearRegistro', change.request);
  if (change.accion === 'borrar') return backend.call('borrarRegistro', change.request);
  return backend.call('editarRegistro', change.request);
}

/** Whether a refusal means the record changed under us (someone edited it meanwhile). */
const changedMeanwhile = (error: unknown): boolean =>
  error instanceof CallableError && error.status === 'FAILED_PRECONDITION' && isVersionConflict(error.details);

/** A refusal that /geo may already answer: a stale version, a name already taken, a record already gone. */
const mayBeApplied = (error: unknown): error is CallableError =>
  error instanceof CallableError && ['FAILED_PRECONDITION', 'ALREADY_EXISTS', 'NOT_FOUND'].includes(error.status);

/** Whether `/geo` holds the record as `change` makes it. */
async function applied(backend: Backend, change: Correction): Promise<boolean> {
  return isCorrected(change, await backend.read<object>(`geo/${COLLECTION[change.tipo]}/${change.id}`));
}

interface Outcome {
  sent: Correction[];
  /** Found as corrected when sent: another run made the same correction meanwhile. */
  meanwhile: number;
  refused: { tipo: string; id: string; texto: string }[];
}

/**
 * Sends one correction: 'sent' once `/geo` holds it, 'refused' when the record changed
 * meanwhile. A refusal is checked against `/geo` first (it is read once): holding the record as
 * corrected, the change was made, by this run's first sending if this one was sent again after a
 * transient failure (its answer lost: 'sent', counted once), else by another run correcting the
 * same record at the same time ('meanwhile').
 */
async function apply(backend: Backend, change: Correction): Promise<'sent' | 'meanwhile' | 'refused'> {
  try {
    const answer = await call(backend, change);
    if (change.accion === 'crear' && answer.id !== change.id) {
      throw new UserError(`${theKind(change.tipo).replace(/^./, (c) => c.toUpperCase())} ${agreeing(change.tipo, 'cread')} recibió el id ${answer.id}, no ${change.id}: revise /geo con «vegeo db diff --edicion ine».`, EXIT.refused);
    }
    return 'sent';
  } catch (error) {
    if (mayBeApplied(error) && (await applied(backend, change))) return error.resent ? 'sent' : 'meanwhile';
    if (changedMeanwhile(error)) return 'refused';
    throw error;
  }
}

/**
 * Sends `changes` one after another, in order (creates last, so their ids come in order). Sent a
 * few at once they took three times as long: every change of /geo is one conditional write, so
 * concurrent ones are planned again.
 */
async function send(backend: Backend, changes: Correction[], progress: (done: number) => void): Promise<Outcome> {
  const outcome: Outcome = { sent: [], meanwhile: 0, refused: [] };
  for (const [n, change] of changes.entries()) {
    const result = await apply(backend, change);
    if (result === 'sent') outcome.sent.push(change);
    else if (result === 'meanwhile') outcome.meanwhile++;
    else outcome.refused.push({ tipo: change.tipo, id: change.id, texto: `${change.tipo} ${change.id}: otro usuario ${change.tipo === 'parroquia' ? 'la' : 'lo'} cambió mientras tanto` });
    progress(n + 1);
  }
  return outcome;
}

/**
 * `vegeo db corregir [--json]`: brings `/geo`, seeded with the default edition, to the `ine`
 * edition through the records callables as the signed-in editor, each change audited with the
 * corrections and sources that make it (`nota`). Records edited since they were seeded are not
 * touched, and listed (exit 1). Running it again changes nothing.
 */
export async function corregir(ctx: Context, flags: CorregirFlags): Promise<void> {
  const { io } = ctx;
  const tty = (io.stderr as { isTTY?: boolean }).isTTY === true;
  const backend = await openBackend(io);
  const stored = await backend.read<StoredGeo>('geo');
  if (!stored?.estados) throw new UserError('La base de datos no tiene /geo; cárguela con «vegeo db seed».', EXIT.refused);
  const { ine, correcciones } = await import('@vegeo/data/ine');
  const plan = planCorrections(stored, toFlat(dataset), toFlat(ine), correcciones);
  const total = plan.changes.length;
  const progress = (done: number) => tty && (done % 50 === 0 || done === total) && io.stderr.write(`\rCorrigiendo… ${done}/${total}`);
  const outcome = await send(backend, plan.changes, progress);
  if (tty && total > 0) io.stderr.write('\n');
  const refused = [...plan.edited, ...outcome.refused];
  ctx.exitCode = refused.length === 0 ? 0 : EXIT.refused;
  if (flags.json) {
    const summary = { aplicados: outcome.sent.length, yaAplicados: plan.done + outcome.meanwhile, rechazados: refused };
    io.stdout.write(`${jsonText(summary)}\n`);
    return;
  }
  const count = (accion: Correction['accion']) => outcome.sent.filter((c) => c.accion === accion).length;
  io.stdout.write(
    outcome.sent.length === 0
      ? `Nada que corregir: ${plan.done + outcome.meanwhile} registros ya están como en la edición ine.\n`
      : `Corregidos ${outcome.sent.length} registros (${count('editar')} editados, ${count('crear')} creados, ${count('borrar')} borrados), ` +
          `cada cambio auditado con sus fuentes; ya lo estaban: ${plan.done + outcome.meanwhile}.\n`,
  );
  if (refused.length > 0) {
    io.stderr.write(`No se corrigieron ${refused.length} registros editados desde la carga (revíselos a mano):\n`);
    io.stderr.write(refused.map((r) => `  ${terminalText(r.texto)}\n`).join(''));
  }
}
