import { describe, expect, it } from 'vitest';
import { createAuthProvider } from './createAuthProvider.js';
import { fakeAuthPort } from '../_test/fakes.js';
import { SecondFactorRequired, type AuthUser } from './types.js';

const fakeAuth = fakeAuthPort;

const user = (claims: Record<string, unknown>, extra: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'u1',
  email: 'ana@vegeo.test',
  displayName: null,
  photoURL: null,
  claims,
  ...extra,
});

// The role table, row by row: role, resource, action, allowed.
const TABLE: [string | undefined, string, string, boolean][] = [];
for (const resource of ['estados', 'municipios', 'parroquias']) {
  for (const action of ['list', 'show', 'export']) for (const role of [undefined, 'viewer', 'editor', 'admin']) TABLE.push([role, resource, action, true]);
  for (const action of ['create', 'edit', 'delete']) {
    TABLE.push([undefined, resource, action, false], ['viewer', resource, action, false], ['editor', resource, action, true], ['admin', resource, action, true]);
  }
}
for (const [resource, actions] of [['auditoria', ['list', 'show']], ['usuarios', ['list', 'show', 'create', 'edit', 'delete']]] as const) {
  for (const action of actions) TABLE.push([undefined, resource, action, false], ['viewer', resource, action, false], ['editor', resource, action, false], ['admin', resource, action, true]);
}
TABLE.push(['admin', 'auditoria', 'edit', false], ['admin', 'auditoria', 'delete', false], ['admin', 'otra', 'list', false], ['superuser', 'estados', 'edit', false]);

describe('canAccess: the role table', () => {
  it.each(TABLE)('role %s, %s, %s → %s', async (role, resource, action, allowed) => {
    const provider = createAuthProvider(fakeAuth(user(role ? { role } : {})).port);
    expect(await provider.canAccess!({ resource, action })).toBe(allowed);
  });

  it('denies everything signed out', async () => {
    const provider = createAuthProvider(fakeAuth(null).port);
    expect(await provider.canAccess!({ resource: 'estados', action: 'list' })).toBe(false);
  });
});

describe('sign-in', () => {
  it('signs in by e-mail and password', async () => {
    const { port, calls } = fakeAuth(null);
    await createAuthProvider(port).login({ email: ' ana@vegeo.test ', password: 'secreto' });
    expect(calls).toEqual(['signIn ana@vegeo.test secreto']);
  });

  it.each([
    ['auth/invalid-credential', 'Correo o contraseña incorrectos.'],
    ['auth/wrong-password', 'Correo o contraseña incorrectos.'],
    ['auth/user-not-found', 'Correo o contraseña incorrectos.'],
    ['auth/too-many-requests', 'Demasiados intentos. Espere unos minutos e intente de nuevo.'],
    ['auth/network-request-failed', 'No hay conexión con el servicio de acceso. Revise su conexión e intente de nuevo.'],
    ['auth/user-disabled', 'Esta cuenta está desactivada. Pida ayuda a un administrador.'],
    ['auth/something-new', 'No se pudo iniciar sesión. Intente de nuevo.'],
  ])('%s reads "%s"', async (code, message) => {
    await expect(createAuthProvider(fakeAuth(null, { code }).port).login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(message);
  });

  it('checkAuth rejects without a user, quietly', async () => {
    await expect(createAuthProvider(fakeAuth(null).port).checkAuth({})).rejects.toEqual({ message: false });
    await expect(createAuthProvider(fakeAuth(user({})).port).checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError signs out only when the session is gone', () => {
  it.each([
    [401, true],
    [403, false],
    [409, false],
    [400, false],
    [404, false],
    [503, false],
  ])('status %i → sign out: %s', async (status, signsOut) => {
    const result = createAuthProvider(fakeAuth(user({})).port).checkError({ status, message: 'x' });
    if (signsOut) await expect(result).rejects.toMatchObject({ status });
    else await expect(result).resolves.toBeUndefined();
  });
});

describe('identity and role', () => {
  it('names the user by display name, else e-mail, with the role in Spanish', async () => {
    const provider = createAuthProvider(fakeAuth(user({ role: 'editor' }, { photoURL: 'https://x/a.png' })).port);
    expect(await provider.getIdentity!()).toEqual({ id: 'u1', fullName: 'ana@vegeo.test', avatar: 'https://x/a.png', email: 'ana@vegeo.test', role: 'editor' });
    expect(await provider.getPermissions!({})).toBe('editor');
  });

  it('an account that signs in by phone only is named by its phone number', async () => {
    const provider = createAuthProvider(fakeAuth(user({}, { email: null, phoneNumber: '+584165550303' })).port);
    expect(await provider.getIdentity!()).toMatchObject({ fullName: '+584165550303', email: null });
  });

  it('no claim reads as viewer', async () => {
    expect(await createAuthProvider(fakeAuth(user({})).port).getPermissions!({})).toBe('viewer');
    expect(await createAuthProvider(fakeAuth(user({ role: 'root' })).port).getPermissions!({})).toBe('viewer');
  });

  it('logout signs out', async () => {
    const { port, calls } = fakeAuth(user({}));
    await createAuthProvider(port).logout({});
    expect(calls).toEqual(['signOut']);
  });
});

describe('every sign-in method', () => {
  it('routes each method to its port call, trimming what was typed', async () => {
    const { port, calls } = fakeAuthPort(null);
    const provider = createAuthProvider(port);
    await provider.login({ method: 'signUp', email: ' n@vegeo.test ', password: 'secreto1' });
    await provider.login({ method: 'emailLink', email: 'n@vegeo.test ', link: 'http://x/?mode=signIn' });
    await provider.login({ method: 'google' });
    const step = await port.startPhoneSignIn('+584121234567');
    await provider.login({ method: 'code', step, code: ' 123456 ' });
    expect(calls).toEqual(['signUp n@vegeo.test secreto1', 'emailLink n@vegeo.test http://x/?mode=signIn', 'google', 'phone +584121234567', 'code 123456']);
  });

  it('a sign-up with a taken e-mail reads in Spanish', async () => {
    await expect(createAuthProvider(fakeAuthPort(null, { code: 'auth/email-already-in-use' }).port).login({ method: 'signUp', email: 'a@b.c', password: 'x' })).rejects.toThrow(/Ya existe una cuenta con ese correo/);
  });

  it('a second factor asked for passes through untouched, with its challenge', async () => {
    const challenge = { hints: [{ uid: 'f1', label: '+*******4567' }], sendCode: async () => ({ confirm: async () => {} }) };
    const { port } = fakeAuthPort(null);
    port.signInWithPassword = async () => {
      throw new SecondFactorRequired(challenge);
    };
    const failure = await createAuthProvider(port).login({ email: 'a@b.c', password: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecondFactorRequired);
    expect((failure as SecondFactorRequired).challenge).toBe(challenge);
  });

  it('a sign-in settles once /users holds the account (the rules let only such an account read)', async () => {
    let held = () => {};
    const asked: string[] = [];
    const ready = (uid: string) => {
      asked.push(uid);
      return new Promise<void>((resolve) => (held = resolve));
    };
    const login = createAuthProvider(fakeAuthPort(user({})).port, { role: () => undefined, ready }).login({ email: 'ana@vegeo.test', password: 'x' });
    const settled = await Promise.race([login.then(() => 'entró'), new Promise((resolve) => setTimeout(resolve, 20, 'esperando'))]);
    expect([settled, asked]).toEqual(['esperando', ['u1']]);
    held();
    await expect(login).resolves.toBeUndefined();
  });

  it("a sign-in whose first page came from this browser's copy does not wait for /users; without one it does", async () => {
    const never = () => new Promise<void>(() => {});
    const loaded = () => Promise.resolve();
    const fromCopy = () => Promise.resolve();
    const withCopy = createAuthProvider(fakeAuthPort(user({})).port, { role: () => undefined, ready: never }, { start: () => {}, loaded, fromCopy });
    await expect(withCopy.login({ email: 'ana@vegeo.test', password: 'x' })).resolves.toBeUndefined();

    const withoutCopy = createAuthProvider(fakeAuthPort(user({})).port, { role: () => undefined, ready: never }, { start: () => {}, loaded, fromCopy: never });
    const login = withoutCopy.login({ email: 'ana@vegeo.test', password: 'x' });
    const settled = await Promise.race([login.then(() => 'entró'), new Promise((resolve) => setTimeout(resolve, 20, 'esperando'))]);
    expect(settled).toBe('esperando');
  });

  it('a sign-in starts loading the first page as it is sent, and settles once that page’s data is loaded', async () => {
    const events: string[] = [];
    let loaded = () => {};
    const port = fakeAuthPort(user({})).port;
    const signInWithPassword = port.signInWithPassword;
    port.signInWithPassword = async (email, password) => {
      events.push('sign-in sent');
      return signInWithPassword(email, password);
    };
    const firstPage = {
      start: () => events.push('first page started'),
      loaded: () => new Promise<void>((resolve) => (loaded = resolve)),
    };
    const login = createAuthProvider(port, { role: () => undefined }, firstPage).login({ email: 'ana@vegeo.test', password: 'x' });
    const settled = await Promise.race([login.then(() => 'entró'), new Promise((resolve) => setTimeout(resolve, 20, 'esperando'))]);
    expect([settled, events]).toEqual(['esperando', ['first page started', 'sign-in sent']]);
    loaded();
    await expect(login).resolves.toBeUndefined();
  });

  it('the role at /users wins over the token’s claim, which may lag', async () => {
    const atUsers: { role?: 'admin' } = {};
    const provider = createAuthProvider(fakeAuthPort(user({ role: 'viewer' })).port, { role: () => atUsers.role });
    expect(await provider.getPermissions!({})).toBe('viewer');
    atUsers.role = 'admin';
    expect(await provider.getPermissions!({})).toBe('admin');
    expect(await provider.canAccess!({ resource: 'usuarios', action: 'list' })).toBe(true);
  });
});
