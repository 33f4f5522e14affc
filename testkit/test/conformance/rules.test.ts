import { signOut } from 'firebase/auth';
import { get, onValue, ref, serverTimestamp, set, update } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeClients, eventually, mockUserClient, resetDatabase, rest, seed, signedInClient, webClient } from './support.js';

const RULES = {
  rules: {
    public: { '.read': true, '.write': 'auth != null' },
    users: {
      $uid: {
        '.read': 'auth != null && auth.uid === $uid',
        '.write': 'auth != null && auth.uid === $uid',
        name: { '.validate': 'newData.isString() && newData.val().length <= 20' },
        age: { '.validate': 'newData.isNumber() && newData.val() >= 0' },
      },
    },
    staff: { '.read': "auth.token.role === 'admin'", '.write': "auth.token.role === 'admin'" },
    posts: {
      $post: {
        '.read': true,
        '.write': "auth != null && (!data.exists() || data.child('owner').val() === auth.uid)",
        '.validate': "newData.hasChildren(['owner', 'text']) && newData.child('owner').val() === auth.uid",
      },
    },
    gated: { '.read': true, '.write': "root.child('config/open').val() === true" },
    config: { '.read': true },
    stamps: { $id: { '.read': true, '.write': true, '.validate': 'newData.isNumber() && newData.val() <= now' } },
    ledger: { $id: { '.read': true, '.write': 'auth != null', '.validate': 'newData.isNumber()' } },
    '.indexOn': ['ignored'],
  },
};

beforeEach(() => resetDatabase(RULES));
afterEach(() => closeClients());

const DENIED = /permission_denied/i;

describe('auth', () => {
  it('lets anyone read what is public but only signed-in users write it', async () => {
    const anonymous = webClient();
    await seed('public/notice', 'hola');
    expect((await get(ref(anonymous.db, 'public/notice'))).val()).toBe('hola');
    await expect(set(ref(anonymous.db, 'public/notice'), 'x')).rejects.toThrow(DENIED);
    const user = await signedInClient();
    await set(ref(user.db, 'public/notice'), 'chao');
    expect((await rest('GET', 'public/notice.json')).body).toBe('chao');
  });

  it('takes the SDK\'s mockUserToken as that user, claims included, though it expired in 1970', async () => {
    const bob = mockUserClient({ sub: 'bob' });
    await set(ref(bob.db, 'users/bob/name'), 'Bob');
    expect((await get(ref(bob.db, 'users/bob/name'))).val()).toBe('Bob');
    await expect(set(ref(bob.db, 'users/alice/name'), 'Mallory')).rejects.toThrow(DENIED);
    await expect(get(ref(bob.db, 'staff'))).rejects.toThrow(/permission/i);
    const boss = mockUserClient({ sub: 'jefa', role: 'admin' });
    await set(ref(boss.db, 'staff/note'), 'ok');
    expect((await get(ref(boss.db, 'staff/note'))).val()).toBe('ok');
  });

  it('reverts the optimistic value of a denied write', async () => {
    const anonymous = webClient();
    const values: unknown[] = [];
    onValue(ref(anonymous.db, 'public/flag'), (snapshot) => values.push(snapshot.val()));
    await eventually(() => values.length === 1);
    await expect(set(ref(anonymous.db, 'public/flag'), true)).rejects.toThrow(DENIED);
    await eventually(() => values.at(-1) === null);
    expect(values).toEqual([null, true, null]);
  });

  it('binds $variables to the path and compares them with auth.uid', async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    await set(ref(alice.db, `users/${alice.uid}`), { name: 'Alice', age: 30 });
    expect((await get(ref(alice.db, `users/${alice.uid}/name`))).val()).toBe('Alice');
    await expect(set(ref(bob.db, `users/${alice.uid}/name`), 'Mallory')).rejects.toThrow(DENIED);
    await expect(get(ref(bob.db, `users/${alice.uid}`))).rejects.toThrow(/permission/i);
  });

  it('refuses a listen the rules deny, through the cancel callback', async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    const error = await new Promise<Error>((resolve) => {
      onValue(ref(bob.db, `users/${alice.uid}`), () => {}, resolve);
    });
    expect(error.message).toMatch(DENIED);
  });

  it('revokes a listen when the user signs out', async () => {
    const alice = await signedInClient();
    await set(ref(alice.db, `users/${alice.uid}/name`), 'Alice');
    const values: unknown[] = [];
    let cancelled: Error | undefined;
    onValue(ref(alice.db, `users/${alice.uid}`), (snapshot) => values.push(snapshot.val()), (error) => (cancelled = error));
    await eventually(() => values.length > 0);
    await signOut(alice.auth);
    await eventually(() => cancelled !== undefined);
    expect(cancelled!.message).toMatch(DENIED);
  });

  it('revokes a listen when the token it was allowed with expires, before revoking the token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bob = mockUserClient({ sub: 'bob', iat: now, exp: now + 2 });
    const values: unknown[] = [];
    let cancelled: Error | undefined;
    onValue(ref(bob.db, 'users/bob'), (snapshot) => values.push(snapshot.val()), (error) => (cancelled = error));
    await eventually(() => values.length > 0);
    await rest('PUT', 'users/bob/name.json', 'Bob');
    await eventually(() => values.length === 2);
    await eventually(() => cancelled !== undefined, 6_000);
    expect(cancelled!.message).toMatch(DENIED);
    await rest('PUT', 'users/bob/name.json', 'Roberto');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(values).toEqual([null, { name: 'Bob' }]);
  });

  it('reads custom claims from auth.token', async () => {
    const admin = await signedInClient({ role: 'admin' });
    const editor = await signedInClient({ role: 'editor' });
    await set(ref(admin.db, 'staff/list'), { a: true });
    expect((await get(ref(admin.db, 'staff/list'))).val()).toEqual({ a: true });
    await expect(set(ref(editor.db, 'staff/list'), { b: true })).rejects.toThrow(DENIED);
  });

  it('applies rules to REST calls made with an ID token, and none to owner', async () => {
    const alice = await signedInClient();
    const token = await alice.auth.currentUser!.getIdToken();
    expect((await rest('PUT', `users/${alice.uid}/age.json`, 5, token)).status).toBe(200);
    expect((await rest('PUT', 'users/someone-else/age.json', 5, token)).status).toBe(401);
    expect((await rest('GET', 'users/someone-else.json', undefined, null)).body).toEqual({ error: 'Permission denied' });
    expect((await rest('PUT', 'users/someone-else/age.json', 5)).status).toBe(200);
  });
});

describe('data, newData, root, .validate and now', () => {
  it('validates new data', async () => {
    const alice = await signedInClient();
    await expect(set(ref(alice.db, `users/${alice.uid}/name`), 'x'.repeat(21))).rejects.toThrow(DENIED);
    await expect(set(ref(alice.db, `users/${alice.uid}/age`), -1)).rejects.toThrow(DENIED);
    await set(ref(alice.db, `users/${alice.uid}`), { name: 'ok', age: 0 });
  });

  it('compares existing data with the writer', async () => {
    const alice = await signedInClient();
    const bob = await signedInClient();
    await set(ref(alice.db, 'posts/p1'), { owner: alice.uid, text: 'primero' });
    await set(ref(alice.db, 'posts/p1/text'), 'editado');
    await expect(set(ref(bob.db, 'posts/p1'), { owner: bob.uid, text: 'robado' })).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'posts/p2'), { owner: alice.uid, text: 'falso' })).rejects.toThrow(DENIED);
    await expect(set(ref(bob.db, 'posts/p3'), { text: 'sin dueño' })).rejects.toThrow(DENIED);
  });

  it('reads other locations through root', async () => {
    const user = await signedInClient();
    await expect(set(ref(user.db, 'gated/x'), 1)).rejects.toThrow(DENIED);
    await seed('config/open', true);
    await set(ref(user.db, 'gated/x'), 1);
  });

  it('compares with now, the server clock', async () => {
    const { db } = webClient();
    await set(ref(db, 'stamps/a'), serverTimestamp());
    await set(ref(db, 'stamps/b'), Date.now() - 1000);
    await expect(set(ref(db, 'stamps/c'), Date.now() + 3_600_000)).rejects.toThrow(DENIED);
  });
});

describe('multi-path updates', () => {
  it('write everything or nothing', async () => {
    const user = await signedInClient();
    await expect(update(ref(user.db), { 'ledger/a': 1, 'ledger/b': 'not a number' })).rejects.toThrow(DENIED);
    expect((await rest('GET', 'ledger.json')).body).toBeNull();
    await expect(update(ref(user.db), { 'ledger/a': 1, 'staff/x': true })).rejects.toThrow(DENIED);
    expect((await rest('GET', 'ledger.json')).body).toBeNull();
    await update(ref(user.db), { 'ledger/a': 1, 'ledger/b': 2 });
    expect((await rest('GET', 'ledger.json')).body).toEqual({ a: 1, b: 2 });
  });
});
