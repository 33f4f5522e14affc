// A busy team on the records callables: many editors making random creates, edits and deletes,
// some racing on the same record, most not; then every promise the callables made is checked
// against what the database holds.
import { versionOf, type GeoMeta, type RegistroResponse, type StoredGeo } from '@vegeo/data';
import type { AuditRecord } from '../../src/store.js';

/** One editor's way to call a record callable; a refusal rejects with `{ code, details }`. */
export type Call = (name: 'crearRegistro' | 'editarRegistro' | 'borrarRegistro', data: object) => Promise<RegistroResponse>;

export interface StressOptions {
  editors: Call[];
  /** `/geo` as the editors' screens show it (may lag the database, as a screen does). */
  view: () => StoredGeo;
  seconds: number;
  /** Seeds the choices, so a failing run can be replayed. */
  seed: number;
}

export interface Attempt {
  editor: number;
  name: string;
  data: Record<string, unknown>;
  ok?: RegistroResponse;
  error?: { code: string; details?: Record<string, unknown> };
}

type Records = Record<string, Record<string, unknown>>;

/** A stored collection as plain records by id (the stress writes none as arrays). */
const recordsOf = (collection: unknown): Records => (collection ?? {}) as Records;

/** Runs the editors until time is up; every attempt, in the order each ended. */
export async function stress({ editors, view, seconds, seed }: StressOptions): Promise<Attempt[]> {
  const random = mulberry32(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const until = Date.now() + seconds * 1000;
  const attempts: Attempt[] = [];
  await Promise.all(
    editors.map(async (call, editor) => {
      for (let k = 0; Date.now() < until; k++) {
        const geo = view();
        const municipios = Object.keys(geo.municipios ?? {});
        const parroquias = Object.entries(recordsOf(geo.parroquias));
        // A few hot records and parents that everyone touches; the rest spread over the country.
        const hot = parroquias.filter(([id]) => id.startsWith('1301') || id.startsWith('2301'));
        const [id, record] = random() < 0.3 && hot.length ? pick(hot) : pick(parroquias);
        const roll = random();
        const name = `E${editor}-${k}`;
        let attempt: Attempt;
        if (roll < 0.4) {
          const parent = random() < 0.3 ? pick(['1301', '2301']) : pick(municipios);
          attempt = { editor, name: 'crearRegistro', data: { tipo: 'parroquia', datos: { parroquia: name, municipioId: parent } } };
        } else if (roll < 0.85) {
          attempt = { editor, name: 'editarRegistro', data: { tipo: 'parroquia', id, version: versionOf(record), datos: { parroquia: name } } };
        } else if (roll < 0.97) {
          attempt = { editor, name: 'borrarRegistro', data: { tipo: 'parroquia', id, version: versionOf(record) } };
        } else {
          const municipio = pick(municipios);
          const data = { tipo: 'municipio', id: municipio, version: versionOf(recordsOf(geo.municipios)[municipio]!), datos: { capital: name } };
          attempt = { editor, name: 'editarRegistro', data };
        }
        try {
          attempt.ok = await call(attempt.name as Parameters<Call>[0], attempt.data);
        } catch (error) {
          const { code, details } = error as { code: string; details?: Record<string, unknown> };
          attempt.error = { code: code.replace(/^functions\//, ''), ...(details ? { details } : {}) };
        }
        attempts.push(attempt);
      }
    }),
  );
  return attempts;
}

/**
 * Every way the database can disagree with what the callables answered, in words (empty when
 * none): an acknowledged change missing or overwritten, an id issued twice, totals or references
 * wrong, the audit not one entry per acknowledged change with versions contiguous, or a refusal
 * of a change that touched no record another change had touched.
 */
export function violations(before: StoredGeo, after: StoredGeo, audit: AuditRecord[], attempts: Attempt[]): string[] {
  const problems: string[] = [];
  const oks = attempts.filter((a) => a.ok).sort((a, b) => a.ok!.version - b.ok!.version);
  const first = before.meta?.version ?? 0;
  const last = after.meta?.version ?? 0;

  // The audit: one entry per acknowledged change, versions contiguous, each matching its answer.
  const changes = audit.filter((e) => e.accion !== 'rol').sort((a, b) => a.version! - b.version!);
  const versions = changes.map((e) => e.version!);
  const expected = Array.from({ length: last - first }, (_, i) => first + 1 + i);
  if (JSON.stringify(versions) !== JSON.stringify(expected)) problems.push(`versiones de la auditoría no contiguas de ${first + 1} a ${last}`);
  if (oks.length !== changes.length) problems.push(`${oks.length} cambios aceptados, ${changes.length} entradas de auditoría`);
  const byVersion = new Map(changes.map((e) => [e.version!, e]));
  for (const { ok, name } of oks) {
    const entry = byVersion.get(ok!.version);
    const accion = { crearRegistro: 'crear', editarRegistro: 'editar', borrarRegistro: 'borrar' }[name];
    if (!entry || entry.id !== ok!.id || entry.accion !== accion) problems.push(`la versión ${ok!.version} no es el cambio aceptado ${accion} ${ok!.id}`);
  }

  // Replaying the acknowledged changes, in their order, over the start gives what is stored.
  const replay = { municipios: { ...recordsOf(before.municipios) }, parroquias: { ...recordsOf(before.parroquias) } };
  for (const { ok } of oks) {
    const entry = byVersion.get(ok!.version);
    for (const collection of ['municipios', 'parroquias'] as const) {
      const gone = Object.keys((entry?.antes as Record<string, Records> | undefined)?.[collection] ?? {});
      for (const id of gone) delete replay[collection][id];
      const made = (entry?.despues as Record<string, Records> | undefined)?.[collection] ?? {};
      Object.assign(replay[collection], made);
    }
    const mine = ok!.tipo === 'municipio' ? replay.municipios : replay.parroquias;
    if (ok!.registro) mine[ok!.id] = { ...ok!.registro };
  }
  for (const collection of ['municipios', 'parroquias'] as const) {
    const stored = recordsOf(after[collection]);
    for (const id of new Set([...Object.keys(stored), ...Object.keys(replay[collection])])) {
      if (canonical(stored[id]) !== canonical(replay[collection][id])) {
        problems.push(`${collection}/${id}: guardado ${JSON.stringify(stored[id])}, según los cambios aceptados ${JSON.stringify(replay[collection][id])}`);
      }
    }
  }

  // No id issued twice, nor one a record had before.
  const issued = new Set(Object.keys(recordsOf(before.parroquias)));
  for (const { ok, name } of oks) {
    if (name !== 'crearRegistro') continue;
    if (issued.has(ok!.id)) problems.push(`el id ${ok!.id} se dio dos veces`);
    issued.add(ok!.id);
  }

  // Totals and references.
  const count = (c: unknown) => Object.keys((c ?? {}) as object).length;
  const meta = after.meta as GeoMeta;
  if (meta.municipios !== count(after.municipios) || meta.parroquias !== count(after.parroquias) || meta.estados !== count(after.estados)) {
    problems.push(`totales ${JSON.stringify(meta)} no son los conteos reales`);
  }
  const municipios = recordsOf(after.municipios);
  for (const [id, p] of Object.entries(recordsOf(after.parroquias))) {
    const m = municipios[p['municipioId'] as string];
    if (!m || m['estadoId'] !== p['estadoId'] || !id.startsWith(p['municipioId'] as string)) problems.push(`parroquias/${id} apunta a un municipio que no es el suyo`);
  }

  // Refusals: a conflict only where another accepted change touched the record after it was read.
  const touched = new Map<string, number[]>();
  for (const { ok } of oks) touched.set(ok!.id, [...(touched.get(ok!.id) ?? []), ok!.version]);
  for (const { name, data, error } of attempts) {
    if (!error) continue;
    const id = data['id'] as string | undefined;
    const read = data['version'] as number | undefined;
    const justified =
      (error.code === 'failed-precondition' && error.details?.['motivo'] === 'version' && id !== undefined && (touched.get(id) ?? []).some((v) => v > read!)) ||
      (error.code === 'not-found' && id !== undefined && (touched.has(id) || touched.has(id.slice(0, 4)))) ||
      (error.code === 'failed-precondition' && error.details?.['motivo'] === 'regla' && name === 'crearRegistro');
    if (!justified) problems.push(`${name} ${JSON.stringify(data)} rechazado sin razón: ${JSON.stringify(error)}`);
  }
  return problems;
}

/** JSON with keys sorted: the database hands objects back in its own key order. */
const canonical = (record: Record<string, unknown> | undefined) =>
  record === undefined ? 'undefined' : JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1))));

/** A small seeded generator (mulberry32), so runs can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
