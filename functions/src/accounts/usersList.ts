import { normalizeName, type Rol, type UserRecord, type UsuariosOrden } from '@vegeo/data';
import { userIn } from '@vegeo/backend';

/** What `usuarios` selects and how it orders and pages it. */
export interface UsersListQuery {
  /** Words that must all be in the e-mail, the name or the phone (accents and case aside). */
  buscar?: string;
  rol?: Rol;
  orden: UsuariosOrden;
  sentido: 'asc' | 'desc';
  desde: number;
  limite: number;
}

/** A page of `/users` entries (uid and entry) and how many the query selects in all. */
export interface UsersListPage {
  rows: [string, UserRecord][];
  total: number;
}

/** What is derived once per version of `/users`: each entry's search text, and each order. */
interface Derived {
  text: Map<string, string>;
  orders: Map<UsuariosOrden, { present: string[]; absent: string[] }>;
}

const collator = new Intl.Collator('es', { numeric: true });
/** Keyed by the object `readUserList` answers, which stays the same until `/users` changes. */
const derived = new WeakMap<object, Derived>();

/**
 * The page of `users` that `query` asks for: filtered by `buscar` and `rol`, sorted by `orden`
 * (entries without the field last either way, ties by uid), `limite` from `desde`. The search
 * texts and the orders are made once per version of `/users`, so a call costs a pass over the
 * entries to filter, not a sort.
 */
export function usersPage(users: Readonly<Record<string, UserRecord>>, query: UsersListQuery): UsersListPage {
  const known = derivedOf(users);
  const words = query.buscar ? normalizeName(query.buscar).split(' ').filter(Boolean) : [];
  const { present, absent } = orderOf(users, known, query.orden);
  const ascending = query.sentido !== 'desc';
  const end = query.desde + query.limite;
  const rows: [string, UserRecord][] = [];
  let total = 0;
  const visit = (uid: string) => {
    const user = userIn(users, uid)!;
    if (query.rol && user.role !== query.rol) return;
    if (words.length > 0) {
      const text = known.text.get(uid)!;
      if (!words.every((word) => text.includes(word))) return;
    }
    if (total >= query.desde && total < end) rows.push([uid, user]);
    total++;
  };
  if (ascending) for (const uid of present) visit(uid);
  else for (let at = present.length - 1; at >= 0; at--) visit(present[at]!);
  for (const uid of absent) visit(uid);
  return { rows, total };
}

function derivedOf(users: Readonly<Record<string, UserRecord>>): Derived {
  let known = derived.get(users);
  if (!known) {
    const text = new Map<string, string>();
    for (const [uid, user] of Object.entries(users)) text.set(uid, normalizeName(`${user.email ?? ''} ${user.nombre ?? ''} ${user.telefono ?? ''}`));
    known = { text, orders: new Map() };
    derived.set(users, known);
  }
  return known;
}

/** The uids by `orden`, ascending, split into those with a value and those without. */
function orderOf(users: Readonly<Record<string, UserRecord>>, known: Derived, orden: UsuariosOrden) {
  let order = known.orders.get(orden);
  if (!order) {
    const present: [string, string | number | boolean][] = [];
    const absent: string[] = [];
    for (const [uid, user] of Object.entries(users)) {
      const value = valueOf(user, orden);
      if (value === null || value === undefined) absent.push(uid);
      else present.push([uid, value]);
    }
    const byUid = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    present.sort(([a, x], [b, y]) => compare(x, y) || byUid(a, b));
    absent.sort(byUid);
    order = { present: present.map(([uid]) => uid), absent };
    known.orders.set(orden, order);
  }
  return order;
}

function valueOf(user: UserRecord, orden: UsuariosOrden): string | number | boolean | null | undefined {
  return orden === 'desactivado' ? user.disabled === true : user[orden];
}

function compare(x: string | number | boolean, y: string | number | boolean): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return collator.compare(String(x), String(y));
}
