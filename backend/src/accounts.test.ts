import { describe, expect, it } from 'vitest';
import { ACCOUNTS_VERSION_PATH, accountPatch, activeAdmins, lastAdminProblem, withRole, type AccountsState } from './accounts.js';

const state: AccountsState = {
  version: 7,
  users: {
    ana: { email: 'ana@x.ve', role: 'admin' },
    beto: { email: 'beto@x.ve', role: 'admin', disabled: true },
    caro: { role: 'editor' },
  },
};

describe('activeAdmins', () => {
  it('counts admins who can act: not disabled', () => {
    expect(activeAdmins(state.users)).toEqual(['ana']);
  });
});

describe('lastAdminProblem', () => {
  it('refuses whatever leaves no active admin: demoting, disabling, deleting the last one', () => {
    for (const despues of [{ role: 'editor' as const }, { role: 'admin' as const, disabled: true }, null]) {
      expect(lastAdminProblem(state, { accion: 'rol', uid: 'ana', despues })).toMatch(/^Es el último administrador activo/);
    }
  });

  it('lets it be once another admin is active, and never minds changes to others', () => {
    const two = { ...state, users: { ...state.users, beto: { role: 'admin' as const } } };
    expect(lastAdminProblem(two, { accion: 'borrar', uid: 'ana', despues: null })).toBeUndefined();
    expect(lastAdminProblem(state, { accion: 'rol', uid: 'caro', despues: { role: 'viewer' } })).toBeUndefined();
    expect(lastAdminProblem(state, { accion: 'activar', uid: 'beto', despues: { role: 'admin' } })).toBeUndefined();
  });
});

describe('accountPatch', () => {
  it('writes the entry, moves the counter by one and audits before and after', () => {
    const patch = accountPatch(state, { accion: 'rol', uid: 'caro', despues: { role: 'admin' } }, { uid: 'ana', email: 'ana@x.ve' }, 42, '-k1');
    expect(patch).toEqual({
      'users/caro': { role: 'admin' },
      [ACCOUNTS_VERSION_PATH]: 8,
      'audit/-k1': { at: 42, uid: 'ana', email: 'ana@x.ve', accion: 'rol', tipo: 'usuario', id: 'caro', antes: { role: 'editor' }, despues: { role: 'admin' } },
    });
  });

  it('removes the entry on delete, and leaves out a side that does not exist', () => {
    const gone = accountPatch(state, { accion: 'borrar', uid: 'caro', despues: null }, { uid: 'ana' }, 1, '-k2');
    expect(gone['users/caro']).toBeNull();
    expect(gone['audit/-k2']).not.toHaveProperty('despues');
    const made = accountPatch(state, { accion: 'invitar', uid: 'dani', despues: { email: 'd@x.ve', role: 'editor' } }, { uid: 'ana' }, 1, '-k3');
    expect(made['audit/-k3']).not.toHaveProperty('antes');
  });

  it('writes the mirror of Auth to /users, and audits only the role, the e-mail and the state', () => {
    const mirrored = { ...state, users: { ...state.users, caro: { email: 'c@x.ve', role: 'editor' as const, nombre: 'Caro', creado: 3, ultimoAcceso: 4 } } };
    const despues = { email: 'c@x.ve', role: 'admin' as const, disabled: false, nombre: 'Caro', telefono: '+58412', creado: 3 };
    const patch = accountPatch(mirrored, { accion: 'rol', uid: 'caro', despues }, { uid: 'ana' }, 1, '-k4');
    expect(patch['users/caro']).toEqual(despues);
    expect(patch['audit/-k4']).toMatchObject({ antes: { email: 'c@x.ve', role: 'editor' }, despues: { email: 'c@x.ve', role: 'admin', disabled: false } });
    expect(Object.keys((patch['audit/-k4'] as { antes: object }).antes)).toEqual(['email', 'role']);
    expect(Object.keys((patch['audit/-k4'] as { despues: object }).despues)).toEqual(['email', 'role', 'disabled']);
  });
});

describe('withRole', () => {
  it('keeps the state, takes the e-mail Auth has now', () => {
    expect(withRole({ email: 'viejo@x.ve', role: 'viewer', disabled: true }, 'editor', 'nuevo@x.ve')).toEqual({ email: 'nuevo@x.ve', role: 'editor', disabled: true });
    expect(withRole(undefined, 'admin', null)).toEqual({ role: 'admin' });
  });
});
