/**
 * Keys named like members of JavaScript objects are ordinary keys: written, read, listened to
 * and matched by rules like any other, over REST and the SDK.
 */
import { type DataSnapshot, get, onValue, ref, set, update } from 'firebase/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeClients, eventually, mockUserClient, resetDatabase, rest, seed, webClient } from './support.js';

const MEMBER_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
const RULES = {
  rules: {
    open: { '.read': true, '.write': true },
    // `$name` must be the key as written; `$other` sees the same.
    named: { '.read': true, $name: { '.write': "$name !== 'toString' && auth != null", '.validate': 'newData.val() === $name' } },
    gated: { '.read': "root.child('flags').child('constructor').val() === true" },
    flags: { '.read': true },
  },
};

/** An object with each name as an own key (a literal `__proto__:` would set the prototype instead). */
function withKeys(value: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(MEMBER_NAMES.map((name) => [name, value(name)]));
}

function childKeys(snapshot: DataSnapshot): string[] {
  const keys: string[] = [];
  snapshot.forEach((child) => {
    keys.push(child.key!);
  });
  return keys;
}

beforeEach(() => resetDatabase(RULES));
afterEach(() => closeClients());

describe('over REST', () => {
  it('writes, reads and deletes each name as a key', async () => {
    const written = await rest('PUT', 'open/a.json', withKeys((name) => ({ n: name.length })));
    expect(written).toEqual({ status: 200, body: withKeys((name) => ({ n: name.length })) });
    for (const name of MEMBER_NAMES) {
      expect(await rest('GET', `open/a/${name}.json`)).toEqual({ status: 200, body: { n: name.length } });
      expect(await rest('GET', `open/b/${name}.json`)).toEqual({ status: 200, body: null });
    }
    expect((await rest('GET', 'open/a.json?shallow=true')).body).toEqual(withKeys(() => true));
    expect((await rest('DELETE', 'open/a/__proto__.json')).status).toBe(200);
    expect(Object.keys((await rest('GET', 'open/a.json')).body as object)).not.toContain('__proto__');
  });

  it('keeps a nested __proto__ with its children', async () => {
    await rest('PUT', 'open/x.json', { a: { ['__proto__']: { b: 1 } } });
    const { body } = await rest('GET', 'open/x/a.json');
    expect(Object.getOwnPropertyNames(body)).toEqual(['__proto__']);
    expect(await rest('GET', 'open/x/a/__proto__/b.json')).toEqual({ status: 200, body: 1 });
  });
});

// The web SDK itself calls `obj.hasOwnProperty()` on the objects it writes and receives, so an
// object with a child of that name breaks it, whatever the server: the SDK tests write that
// name as a leaf only, and hear the others.
const SDK_OBJECT_NAMES = MEMBER_NAMES.filter((name) => name !== 'hasOwnProperty');

describe('over the SDK', () => {
  it('sets, gets and updates each name as a key', async () => {
    const { db } = webClient();
    for (const name of MEMBER_NAMES) {
      await set(ref(db, `open/s/${name}`), name);
      expect((await get(ref(db, `open/s/${name}`))).val()).toBe(name);
      expect((await get(ref(db, `open/none/${name}`))).exists()).toBe(false);
    }
    expect((await rest('GET', 'open/s.json')).body).toEqual(withKeys((name) => name));
    await update(ref(db, 'open/s'), { constructor: 'c2', '__proto__/deep': 1 });
    expect((await rest('GET', 'open/s/constructor.json')).body).toBe('c2');
    expect((await rest('GET', 'open/s/__proto__.json')).body).toEqual({ deep: 1 });
  });

  it('hears another client write each name', async () => {
    const reader = webClient();
    let seen: DataSnapshot | undefined;
    onValue(ref(reader.db, 'open/live'), (snapshot) => (seen = snapshot));
    await eventually(() => seen !== undefined);
    await rest('PUT', 'open/live.json', Object.fromEntries(SDK_OBJECT_NAMES.map((name) => [name, { n: 1 }])));
    await eventually(() => childKeys(seen!).length === SDK_OBJECT_NAMES.length);
    expect(childKeys(seen!).sort()).toEqual([...SDK_OBJECT_NAMES].sort());
    expect(seen!.child('__proto__/n').val()).toBe(1);
  });
});

describe('in rules', () => {
  it('binds $variables to the key as written', async () => {
    const user = mockUserClient({ sub: 'ana' });
    await set(ref(user.db, 'named/constructor'), 'constructor');
    await set(ref(user.db, 'named/__proto__'), '__proto__');
    await expect(set(ref(user.db, 'named/toString'), 'toString')).rejects.toThrow(/permission_denied/i);
    await expect(set(ref(user.db, 'named/valueOf'), 'otro')).rejects.toThrow(/permission_denied/i);
    expect((await rest('GET', 'named.json')).body).toEqual({ constructor: 'constructor', ['__proto__']: '__proto__' });
  });

  it('reads a child of that name through child()', async () => {
    const { db } = webClient();
    await seed('gated/secret', 'hola');
    await expect(get(ref(db, 'gated/secret'))).rejects.toThrow(/permission/i);
    await seed('flags', { constructor: true });
    expect((await get(ref(db, 'gated/secret'))).val()).toBe('hola');
  });
});
