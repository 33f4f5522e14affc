import { inject } from 'vitest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearDatabase,
  loadProjectRules,
  loadRules,
  readDatabase,
  seedDatabase,
  updateDatabase,
} from './database.js';

const { databaseUrl } = inject('vegeoEmulators');
const publicRead = { rules: { geo: { '.read': true } } };

// A client without a token, through REST as the SDKs' fallback would go.
async function anonymousRead(path: string): Promise<number> {
  const url = new URL(databaseUrl);
  const response = await fetch(`${url.origin}${path}.json${url.search}`);
  await response.body?.cancel();
  return response.status;
}

beforeEach(async () => {
  await clearDatabase();
  await loadRules({ '.read': false, '.write': false });
});

afterAll(loadProjectRules);

describe('seed and clear', () => {
  it('round-trips a tree through REST', async () => {
    const geo = { estados: { '14': { nombre: 'Mérida', capital: 'Mérida' } }, meta: { version: 1 } };
    await seedDatabase('/geo', geo);
    expect(await readDatabase('/geo')).toEqual(geo);
    await updateDatabase('/geo', { 'meta/version': 2, 'estados/14/capital': 'Mérida (ciudad)' });
    expect(await readDatabase('/geo/meta/version')).toBe(2);
    expect(await readDatabase('/geo/estados/14/capital')).toBe('Mérida (ciudad)');
    await clearDatabase();
    expect(await readDatabase('/')).toBeNull();
  });
});

describe('loadRules', () => {
  it('applies rules to clients, not to the owner', async () => {
    await seedDatabase('/geo/meta', { version: 1 });
    expect(await anonymousRead('/geo')).toBe(401);
    await loadRules(publicRead);
    expect(await anonymousRead('/geo')).toBe(200);
    expect(await anonymousRead('/audit')).toBe(401);
  });

  it('takes the text of a rules file, comments included', async () => {
    await loadRules(`// public geography\n${JSON.stringify(publicRead)}`);
    expect(await anonymousRead('/geo')).toBe(200);
  });
});
