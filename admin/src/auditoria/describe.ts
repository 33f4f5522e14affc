import { collectionOf } from '@vegeo/data';
import type { AuditRow } from '../dataProvider/audit.js';

const sideOf = (side: unknown) => (side && typeof side === 'object' ? (side as Record<string, unknown>) : undefined);

/** The record an entry is about, as it was after the change (or before, for a delete). */
function recordOf(row: Pick<AuditRow, 'tipo' | 'registroId' | 'antes' | 'despues'>): Record<string, unknown> | undefined {
  // Where the record lives in the entry's `antes`/`despues`; an account's entry holds it whole.
  const collection = collectionOf(row.tipo);
  for (const side of [row.despues, row.antes]) {
    const tree = sideOf(side);
    const record = collection ? sideOf(sideOf(tree?.[collection])?.[row.registroId]) : tree;
    if (record) return record;
  }
  return undefined;
}

/**
 * The name of the record an entry is about, read from the entry itself (so a deleted record is
 * still named): a place's name, an account's e-mail; its id when the entry holds neither.
 */
export function recordName(row: Pick<AuditRow, 'tipo' | 'registroId' | 'antes' | 'despues'>): string {
  const record = recordOf(row);
  const name = row.tipo === 'usuario' ? record?.email : record?.[row.tipo];
  return typeof name === 'string' && name.trim() ? name : row.registroId;
}

/** Who made the change: the e-mail the entry kept, else the account's uid. */
export function whoOf(row: Pick<AuditRow, 'email' | 'uid'>): string {
  if (row.uid === 'admin-sdk') return 'Servicio (consola)';
  return row.email ?? row.uid;
}

/** `24/11/26, 4:31 p. m.` in Venezuelan Spanish: date and time. */
export function whenOf(at: number): string {
  // A narrow column may break after the date, never inside the time («4:31 p.» over «m.»).
  return new Date(at).toLocaleString('es-VE', { dateStyle: 'short', timeStyle: 'short' }).replace(/, (.*)$/, (_, time: string) => `, ${time.replaceAll(' ', '\u00a0')}`);
}
