// A long history to measure against: accounts (Auth's batch API plus their /users entries) and
// audit entries shaped as the functions write them (functions/src/records/commit.ts and
// accounts/commit.ts), under push-id keys spread over two years, written in bulk as the owner.
// The admin's history bench and the stand-in's memory bench seed the same.
import { randomBytes } from 'node:crypto';
import { pais, toFlat, type AuditEntry, type Rol, type Tipo } from '@vegeo/data';
import { updateDatabase } from './harness/database.js';

/** An account of the seeded history, as Auth and `/users` hold it. */
export interface HistoryAccount {
  uid: string;
  email: string;
  role: Rol;
  nombre: string;
  telefono: string;
  creado: number;
}

/** Where the Auth emulator listens and for which project. */
export interface AuthTarget {
  authHost: string;
  projectId: string;
}

const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
const YEARS_2 = 2 * 365 * 24 * 3600 * 1000;

/** A push id for `ms`: 8 characters of time, 12 random ones. */
export function pushKey(ms: number): string {
  let key = '';
  for (let i = 0, time = ms; i < 8; i++, time = Math.floor(time / 64)) key = PUSH_CHARS[time % 64] + key;
  for (const byte of randomBytes(12)) key += PUSH_CHARS[byte % 64];
  return key;
}

const NAMES = ['Ana', 'Luis', 'María', 'José', 'Carmen', 'Pedro', 'Rosa', 'Jesús', 'Isabel', 'Andrés', 'Lucía', 'Ramón'];
const SURNAMES = ['Pérez', 'González', 'Rodríguez', 'Hernández', 'García', 'Martínez', 'López', 'Díaz', 'Briceño', 'Núñez', 'Rivas', 'Mora', 'Salazar'];

/** `count` accounts: mostly lectores, some editores, a few administradores; each with a name and a phone. */
export function accounts(count: number, from = 0): HistoryAccount[] {
  return Array.from({ length: count }, (_, n) => {
    const i = from + n;
    const role: Rol = i % 100 === 0 ? 'admin' : i % 10 === 0 ? 'editor' : 'viewer';
    const id = `cuenta${String(i).padStart(5, '0')}`;
    const nombre = `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${SURNAMES[(i * 5 + 3) % SURNAMES.length]}`;
    return { uid: id, email: `${id}@vegeo.test`, role, nombre, telefono: `+58412${String(i).padStart(7, '0')}`, creado: Date.UTC(2025, 0, 1) + i * 60_000 };
  });
}

/**
 * An admin who signs in with `email` and `password`, made through the Auth emulator at `authHost`
 * itself (testkit's createUser keeps the first emulators it met) and mirrored at /users.
 */
export async function createAdmin({ authHost, projectId }: AuthTarget, email: string, password: string) {
  const auth = (path: string, body: object, headers: Record<string, string> = {}): Promise<{ localId: string }> =>
    fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then(async (response) => {
      const answer = (await response.json()) as { localId: string };
      if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer).slice(0, 300)}`);
      return answer;
    });
  const { localId: uid } = await auth('accounts:signUp?key=demo-api-key', { email, password, returnSecureToken: true });
  await auth(`projects/${projectId}/accounts:update`, { localId: uid, customAttributes: JSON.stringify({ role: 'admin' }) }, { Authorization: 'Bearer owner' });
  await updateDatabase('/users', { [uid]: { email, role: 'admin' } });
  return { uid, email, password, role: 'admin' as const };
}

/**
 * Creates `list` in the Auth emulator (role as a custom claim, name, phone, creation time) and
 * mirrors each at /users as the functions write it, so that nothing is mended while measuring.
 */
export async function seedAccounts(list: HistoryAccount[], { authHost, projectId }: AuthTarget): Promise<void> {
  for (let i = 0; i < list.length; i += 500) {
    const chunk = list.slice(i, i + 500);
    const response = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        users: chunk.map(({ uid, email, role, nombre, telefono, creado }) => ({
          localId: uid,
          email,
          emailVerified: true,
          displayName: nombre,
          phoneNumber: telefono,
          createdAt: String(creado),
          customAttributes: JSON.stringify({ role }),
        })),
      }),
    });
    const body = (await response.json()) as { error?: unknown[] };
    if (!response.ok || body.error?.length) throw new Error(`accounts:batchCreate: ${JSON.stringify(body).slice(0, 500)}`);
    await updateDatabase('/users', Object.fromEntries(chunk.map(({ uid, email, role, nombre, telefono, creado }) => [uid, { email, role, nombre, telefono, creado }])));
  }
}

const flat = toFlat(pais);
type Row = Record<string, unknown>;
const rowsOf = (collection: Record<string, object>) => Object.entries(collection) as [string, Row][];
const records: Record<Tipo, [string, [string, Row][], string]> = {
  parroquia: ['parroquias', rowsOf(flat.parroquias), 'parroquia'],
  municipio: ['municipios', rowsOf(flat.municipios), 'municipio'],
  estado: ['estados', rowsOf(flat.estados), 'estado'],
};

/** An audit entry as the functions store it (`clave`, its key, is added when it is read). */
export type StoredAuditEntry = Omit<AuditEntry, 'clave'>;

/** One entry by `author` at `at`: mostly record edits, some creations, account changes. */
function entry(n: number, at: number, author: Pick<HistoryAccount, 'uid' | 'email'>, version: number): StoredAuditEntry {
  const who = { at, uid: author.uid, email: author.email };
  const kind = n % 20;
  if (kind === 19) {
    const target = `cuenta${String((n * 7) % 1000).padStart(5, '0')}`;
    const email = `${target}@vegeo.test`;
    return { ...who, accion: 'rol', tipo: 'usuario', id: target, antes: { email, role: 'viewer' }, despues: { email, role: 'editor' } };
  }
  const tipo: Tipo = kind < 14 ? 'parroquia' : kind < 18 ? 'municipio' : 'estado';
  const [collection, list, field] = records[tipo];
  const [id, record] = list[(n * 31) % list.length]!;
  const despues = { ...record, [field]: `${record[field]} (${n})`, version };
  const base = { ...who, tipo, id, version, ...(n % 3 === 0 ? { nota: 'Corrección según la Gaceta Oficial' } : {}) };
  if (kind === 13) return { ...base, accion: 'crear', despues: { [collection]: { [id]: despues } } };
  return { ...base, accion: 'editar', antes: { [collection]: { [id]: record } }, despues: { [collection]: { [id]: despues } } };
}

/**
 * `count` entries over the two years before `now`, oldest first, by `authors` in turn, as
 * [key, entry] pairs.
 */
export function auditEntries(count: number, authors: Pick<HistoryAccount, 'uid' | 'email'>[], now = Date.now()): [string, StoredAuditEntry][] {
  const times = Array.from({ length: count }, (_, n) => now - YEARS_2 + Math.floor(((n + Math.random()) * YEARS_2) / count));
  return times.map((at, n) => [pushKey(at), entry(n, at, authors[n % authors.length]!, n + 2)]);
}

/** Writes `pairs` under /audit in patches of 5000. */
export async function seedAudit(pairs: [string, StoredAuditEntry][]): Promise<void> {
  for (let i = 0; i < pairs.length; i += 5000) await updateDatabase('/audit', Object.fromEntries(pairs.slice(i, i + 5000)));
}
