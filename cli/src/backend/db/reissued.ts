import { normalizeName, type AuditEntry, type GeoTree, type Tipo } from '@vegeo/data';

/** An id a seed would give to another place than the one the records functions created with it. */
export interface Reissue {
  tipo: Tipo;
  id: string;
  /** The names the audit shows the id had, and the name the seed gives it. */
  antes: string[];
  ahora: string;
}

const COLLECTIONS = [
  ['estados', 'estado'],
  ['municipios', 'municipio'],
  ['parroquias', 'parroquia'],
] as const;

type StoredAudit = Record<string, Omit<AuditEntry, 'clave'>> | null;

/**
 * The records of `seed` whose id the records functions gave to another place (a `crear` in the
 * audit), the seed's name being none the audit shows for that id. An edition's new records take
 * the next ids under their parents, which a create may already have given (`db seed --force
 * --edicion ine` over a database with creates); a record created by `db corregir` is the same
 * place, and passes.
 */
export function reissuedIds(seed: GeoTree, audit: StoredAudit): Reissue[] {
  const names = new Map<string, Set<string>>();
  const created = new Set<string>();
  for (const entry of Object.values(audit ?? {})) {
    if (entry.tipo === 'usuario' || !entry.despues) continue;
    if (entry.accion === 'crear') created.add(`${entry.tipo}/${entry.id}`);
    for (const [collection, tipo] of COLLECTIONS) {
      const records = (entry.despues as Partial<GeoTree>)[collection] ?? {};
      for (const [id, record] of Object.entries(records)) {
        const key = `${tipo}/${id}`;
        if (!names.has(key)) names.set(key, new Set());
        names.get(key)!.add((record as unknown as Record<Tipo, string>)[tipo]);
      }
    }
  }
  const reissues: Reissue[] = [];
  for (const [collection, tipo] of COLLECTIONS) {
    for (const [id, record] of Object.entries(seed[collection])) {
      const key = `${tipo}/${id}`;
      const ahora = (record as unknown as Record<Tipo, string>)[tipo];
      const antes = [...(names.get(key) ?? [])];
      if (created.has(key) && !antes.some((name) => normalizeName(name) === normalizeName(ahora))) reissues.push({ tipo, id, antes, ahora });
    }
  }
  return reissues;
}
