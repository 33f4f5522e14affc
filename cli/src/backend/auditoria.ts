import type { AuditEntry } from '@vegeo/data';
import type { Context } from '../io.js';
import { show } from '../output/show.js';
import { openBackend } from './client/openBackend.js';
import { roleName } from './roles.js';
import type { TableModel } from '../model/types.js';

export interface AuditoriaFlags {
  limite?: number;
  json?: boolean;
}

/** What an entry changed, in a few words: `municipio: "Libertador" → "Libertad"`. */
export function summary(entry: AuditEntry): string {
  const antes = Object.values(entry.antes ?? {}).flatMap((records) => Object.values(records as object)) as Record<string, unknown>[];
  const despues = Object.values(entry.despues ?? {}).flatMap((records) => Object.values(records as object)) as Record<string, unknown>[];
  if (entry.tipo === 'usuario') {
    const rol = (side?: object) => {
      const role = (side as { role?: string } | undefined)?.role;
      return role === undefined ? '—' : roleName(role);
    };
    return `rol ${rol(entry.antes)} → ${rol(entry.despues)}`;
  }
  const before = antes[0] ?? {};
  const after = despues[0] ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  const shown = fields.slice(0, 2).map((field) => `${field}: ${text(before[field])} → ${text(after[field])}`);
  const extra = antes.length + despues.length > 2 ? ` (+${Math.max(antes.length, despues.length) - 1} registros)` : '';
  return shown.join('; ') + extra;
}

const text = (value: unknown): string => (value === undefined ? '—' : JSON.stringify(value));

/** The entries as a table: Fecha, Usuario, Acción, Tipo, Id, Versión, Cambio. */
export function auditTable(entries: readonly AuditEntry[]): TableModel {
  return {
    title: `Auditoría (${entries.length})`,
    columns: ['Fecha', 'Usuario', 'Acción', 'Tipo', 'Id', 'Versión', 'Cambio'],
    rows: entries.map((entry) => [
      new Date(entry.at).toISOString().replace('T', ' ').slice(0, 19),
      entry.email ?? entry.uid,
      entry.accion,
      entry.tipo,
      entry.id,
      entry.version === undefined ? '' : String(entry.version),
      summary(entry),
    ]),
    narrowable: [1, 6],
    droppable: [5, 3],
  };
}

/** `vegeo auditoria [--limite N] [--json]` (admins): the newest changes first. */
export async function auditoria(ctx: Context, flags: AuditoriaFlags): Promise<void> {
  const backend = await openBackend(ctx.io);
  const { entradas } = await backend.call('auditoria', flags.limite ? { limite: flags.limite } : {});
  ctx.exitCode = 0;
  if (entradas.length === 0 && !flags.json) {
    ctx.io.stderr.write('No hay cambios registrados.\n');
    return;
  }
  await show(ctx, flags.json === true, entradas, () => ({ kind: 'table', table: auditTable(entradas) }));
}
