import { describe, expect, it } from 'vitest';
import type { AccountsState } from './accounts.js';
import { ACCOUNT_ATTEMPTS, commitAccountChange, enabledIn, type AccountCommitPorts } from './commitAccountChange.js';

/** Ports over accounts in memory; `losses` commits lose to another change first. */
function memory(state: AccountsState, { losses = 0, enabled }: { losses?: number; enabled?: Record<string, boolean> } = {}) {
  const patches: Record<string, unknown>[] = [];
  const ports: AccountCommitPorts = {
    readAccounts: async () => structuredClone(state),
    async commitAccounts(base, patch) {
      if (losses-- > 0 || base !== state.version) return false;
      patches.push(patch);
      return true;
    },
    newAuditKey: () => '-key',
    clock: () => 5,
    ...(enabled ? { isEnabled: async (uid: string) => enabled[uid] ?? false } : {}),
    refused: (problem) => new Error(`refused: ${problem}`),
    busy: () => new Error('busy'),
  };
  return { ports, patches };
}

const two = (): AccountsState => ({ version: 3, users: { ana: { role: 'admin' }, beto: { role: 'admin' } } });

describe('commitAccountChange', () => {
  it('writes the change, the counter and its audit entry in one patch', async () => {
    const { ports, patches } = memory(two());
    await commitAccountChange(ports, () => ({ accion: 'rol', uid: 'beto', despues: { role: 'editor' } }), { uid: 'ana' });
    expect(patches).toEqual([expect.objectContaining({ 'users/beto': { role: 'editor' }, 'usersMeta/version': 4, 'audit/-key': expect.objectContaining({ at: 5, uid: 'ana' }) })]);
  });

  it('plans again after losing to another change, and gives up after ACCOUNT_ATTEMPTS', async () => {
    const plan = () => ({ accion: 'rol', uid: 'beto', despues: { role: 'viewer' } }) as const;
    const { ports, patches } = memory(two(), { losses: 2 });
    await commitAccountChange(ports, plan, null);
    expect(patches).toHaveLength(1);
    await expect(commitAccountChange(memory(two(), { losses: ACCOUNT_ATTEMPTS }).ports, plan, null)).rejects.toThrow('busy');
  });

  it('counts only the admins Auth holds enabled', async () => {
    const demote = () => ({ accion: 'rol', uid: 'ana', despues: { role: 'viewer' } }) as const;
    await expect(commitAccountChange(memory(two(), { enabled: { beto: false } }).ports, demote, { uid: 'x' })).rejects.toThrow(/^refused: Es el último/);
    const { ports, patches } = memory(two(), { enabled: { beto: true } });
    await commitAccountChange(ports, demote, { uid: 'x' });
    expect(patches).toHaveLength(1);
  });

  it('counts an admin Auth has disabled or no longer holds as gone (enabledIn)', async () => {
    const auth: Record<string, { disabled: boolean } | null> = { beto: { disabled: true }, carla: null, dario: { disabled: false } };
    const isEnabled = enabledIn(async (uid) => auth[uid]);
    expect(await Promise.all(['beto', 'carla', 'dario', 'nadie'].map(isEnabled))).toEqual([false, false, true, false]);
    const { ports } = memory(two());
    const demote = () => ({ accion: 'rol', uid: 'ana', despues: { role: 'viewer' } }) as const;
    await expect(commitAccountChange({ ...ports, isEnabled }, demote, { uid: 'x' })).rejects.toThrow(/^refused: Es el último/);
  });

  it('writes nothing when the plan has nothing to do', async () => {
    const { ports, patches } = memory(two());
    expect(await commitAccountChange(ports, () => null, { uid: 'ana' })).toEqual(two());
    expect(patches).toEqual([]);
  });
});
