import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { account, runExample, typescriptExample } from './harness.js';

const QUERIES = fileURLToPath(new URL('../consultas.jsonl', import.meta.url));

describe.each([
  ['JavaScript', async () => 'consultas.mjs'],
  ['TypeScript', () => typescriptExample('consultas.ts')],
])('the %s example, against the emulators', (_language, script) => {
  it('signs in, looks up, sends a lote of 1000 lines from a file and handles a refusal by its code', async () => {
    const user = await account('ejemplo');
    const result = runExample(await script(), user, [QUERIES]);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([
      `Sesión: ${user.email}`,
      'Municipio Sucre (Miranda): capital Petare, id 1419',
      'Lote: 1000 respuestas, 1 con error',
      `  {"tipo":"estado","nombre":5}: El nombre no puede ser 'number'`,
      expect.stringMatching(/^Rechazado, sin permiso: .+/),
      '',
    ]);
    expect(result.status).toBe(0);
  });
});
