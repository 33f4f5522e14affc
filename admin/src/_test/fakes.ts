import { pais, toFlat, type CallableName, type GeoTree, type RequestOf, type ResponseOf } from '@vegeo/data';
import type { AuthPort, AuthUser } from '../authProvider/types.js';
import type { ProfilePort } from '../profile/types.js';
import type { AccountWatch } from '../session/accountWatch.js';
import type { AuditQuery, AuditReadSide, GeoNode, GeoReadSide, StoredAuditEntry, WriteSide } from '../dataProvider/types.js';

/** `/geo` in memory with listeners, as the Realtime Database would deliver it. */
export class FakeGeo implements GeoReadSide {
  tree: Record<GeoNode, unknown>;
  private readonly listeners = new Set<{ node: GeoNode; onValue: (value: unknown) => void }>();
  listens = 0;

  constructor(tree: GeoTree = toFlat(pais)) {
    this.tree = structuredClone(tree) as unknown as Record<GeoNode, unknown>;
  }

  listen(node: GeoNode, onValue: (value: unknown) => void): () => void {
    this.listens++;
    const listener = { node, onValue };
    this.listeners.add(listener);
    queueMicrotask(() => onValue(structuredClone(this.tree[node])));
    return () => this.listeners.delete(listener);
  }

  /** Changes one record (or removes it with `null`) and tells the listeners of its node. */
  set(node: 'estados' | 'municipios' | 'parroquias', id: string, record: object | null): void {
    const children = { ...(this.tree[node] as Record<string, unknown>) };
    if (record === null) delete children[id];
    else children[id] = record;
    this.tree[node] = children;
    this.tell(node);
  }

  /** Moves `/geo/meta/version` (as every change does) and tells the listeners of meta. */
  setVersion(version: number): void {
    this.tree.meta = { ...(this.tree.meta as object), version };
    this.tell('meta');
  }

  private tell(node: GeoNode): void {
    for (const listener of this.listeners) if (listener.node === node) listener.onValue(structuredClone(this.tree[node]));
  }
}

/** `/audit` as a list of `[key, entry]`, oldest first (keys sort by time, as push ids do). */
export class FakeAudit implements AuditReadSide {
  reads: AuditQuery[] = [];
  constructor(readonly entries: [string, StoredAuditEntry][]) {}

  async page(query: AuditQuery) {
    this.reads.push(query);
    const { before, since, where, limit } = query;
    const older = this.entries.filter(
      ([key, entry]) => (before === undefined || key < before) && (since === undefined || key >= since) && (!where || String(entry[where.child]) === where.value),
    );
    return older.slice(-limit).reverse();
  }

  async one(key: string) {
    return this.entries.find(([k]) => k === key)?.[1] ?? null;
  }
}

/** Records every call; answers with `respond` (which may throw). */
export class FakeWrite implements WriteSide {
  calls: { name: CallableName; request: unknown }[] = [];
  constructor(private readonly respond: (name: CallableName, request: never) => unknown = () => ({})) {}

  async call<N extends CallableName>(name: N, request: RequestOf<N>): Promise<ResponseOf<N>> {
    this.calls.push({ name, request });
    return (await this.respond(name, request as never)) as ResponseOf<N>;
  }
}

/** Audit entries `k001`… in time order, alternating kinds and actions. */
export function auditEntries(count: number): [string, StoredAuditEntry][] {
  const tipos = ['estado', 'municipio', 'parroquia'] as const;
  const acciones = ['crear', 'editar', 'borrar'] as const;
  return Array.from({ length: count }, (_, i) => [
    `k${String(i + 1).padStart(3, '0')}`,
    { at: 1_700_000_000_000 + i, uid: 'u1', email: 'a@vegeo.test', accion: acciones[i % 3]!, tipo: tipos[Math.floor(i / 3) % 3]!, id: String(i), version: i + 1 },
  ]);
}

/** Firebase Auth as a record of calls: every sign-in succeeds unless `fail` names its error code. */
export function fakeAuthPort(user: AuthUser | null, fail?: { code: string }) {
  const calls: string[] = [];
  const act = (call: string) => async () => {
    calls.push(call);
    if (fail) throw fail;
  };
  const port: AuthPort = {
    signInWithPassword: (email, password) => act(`signIn ${email} ${password}`)(),
    signUp: (email, password) => act(`signUp ${email} ${password}`)(),
    sendPasswordReset: (email) => act(`reset ${email}`)(),
    confirmPasswordReset: (code, password) => act(`newPassword ${code} ${password}`)(),
    resetCodeEmail: async (code) => (await act(`resetCode ${code}`)(), 'ana@vegeo.test'),
    sendSignInLink: (email) => act(`link ${email}`)(),
    isSignInLink: (link) => link.includes('mode=signIn'),
    signInWithEmailLink: (email, link) => act(`emailLink ${email} ${link}`)(),
    signInWithGoogle: () => act('google')(),
    async startPhoneSignIn(phoneNumber) {
      await act(`phone ${phoneNumber}`)();
      return { confirm: (code: string) => act(`code ${code}`)() };
    },
    async signOut() {
      calls.push('signOut');
    },
    currentUser: async () => user,
    onChange: () => () => {},
  };
  return { port, calls };
}

/** The profile port, doing nothing: the screens that need it are proven in the browser. */
export const idleProfile: ProfilePort = {
  load: async () => null,
  update: async () => {},
  changePassword: async () => {},
  reauthenticate: async () => {},
  startPhoneReauth: async () => ({ confirm: async () => {} }),
  sendReauthLink: async () => {},
  completeReauthLink: async () => false,
  sendVerificationEmail: async () => {},
  addPassword: async () => {},
  startPhoneLink: async () => ({ confirm: async () => {} }),
  linkGoogle: async () => {},
  unlink: async () => {},
  startSecondFactor: async () => ({ confirm: async () => {} }),
  removeSecondFactor: async () => {},
  deleteAccount: async () => {},
};

/** An account watch that never ends a session and knows no role (the token's claim decides). */
export const quietAccount: AccountWatch = { role: () => undefined, onEnd: () => () => {} };
