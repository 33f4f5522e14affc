/** One field of one record in an audit entry: its value before and after, and whether it moved. */
export interface DiffLine {
  coleccion: string;
  id: string;
  campo: string;
  antes: unknown;
  despues: unknown;
  changed: boolean;
}

type Side = Record<string, unknown> | undefined;

/**
 * The audit entry's `antes` and `despues` side by side, field by field: per collection
 * (`estados`, …) and record, or the entry's own fields (a role change: `role`).
 */
export function diffLines(antes: Side, despues: Side): DiffLine[] {
  const lines: DiffLine[] = [];
  const collections = union(antes, despues);
  for (const coleccion of collections) {
    const before = antes?.[coleccion];
    const after = despues?.[coleccion];
    if (!isObject(before) && !isObject(after)) {
      lines.push({ coleccion: '', id: '', campo: coleccion, antes: before, despues: after, changed: !same(before, after) });
      continue;
    }
    for (const id of union(asObject(before), asObject(after))) {
      const a = asObject(asObject(before)?.[id]);
      const b = asObject(asObject(after)?.[id]);
      // A record's `version` is the entry's own version (shown apart), not a field anyone edited.
      for (const campo of union(a, b).filter((name) => name !== 'version')) {
        lines.push({ coleccion, id, campo, antes: a?.[campo], despues: b?.[campo], changed: !same(a?.[campo], b?.[campo]) });
      }
    }
  }
  return lines;
}

function union(...objects: Side[]): string[] {
  return [...new Set(objects.flatMap((object) => Object.keys(object ?? {})))].sort();
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Side => (isObject(value) ? value : undefined);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
