import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, getIdToken } from './auth.js';
import { readDatabase, seedDatabase } from './database.js';
import { resetEmulators } from './reset.js';

// The two tests run in order: the second sees nothing of what the first left.
describe('resetEmulators between tests', () => {
  beforeEach(resetEmulators);

  it('leaves data and a user behind', async () => {
    await seedDatabase('/geo/meta', { version: 7 });
    await createUser({ email: 'sobrante@vegeo.test', role: 'viewer' });
    expect(await readDatabase('/geo/meta/version')).toBe(7);
  });

  it('starts the next test empty', async () => {
    expect(await readDatabase('/')).toBeNull();
    await expect(getIdToken({ email: 'sobrante@vegeo.test', password: 'secreto123' })).rejects.toThrow();
  });
});
