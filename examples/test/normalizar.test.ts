import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { account, runExample, typescriptExample } from './harness.js';

const CSV = fileURLToPath(new URL('../clientes.csv', import.meta.url));

describe('the normalizar example, against the emulators', () => {
  it('normalizes a CSV through the callable in blocks, and resumes where an earlier run stopped', async () => {
    const user = await account('normalizar');
    const script = await typescriptExample('normalizar.ts');
    const dir = mkdtempSync(join(tmpdir(), 'vegeo-ejemplo-'));
    const whole = join(dir, 'todo.ndjson');
    const first = runExample(script, user, [CSV, whole, '--bloque', '4']);
    expect(first.stderr).toBe('');
    expect(first.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^Filas 1–4: /),
      expect.stringMatching(/^Filas 5–8: /),
      expect.stringMatching(/^Filas 9–10: /),
    ]);
    const lines = readFileSync(whole, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.fila)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(lines[1]).toMatchObject({ cliente: 'Luis Gómez', id_parroquia: '141902', certeza: 'exacta', ine_parroquia: expect.stringMatching(/^\d{6}$/) });
    expect(lines[3]).toMatchObject({ cliente: 'José Rojas', certeza: 'ambigua' });

    // An earlier run that stopped after its first block: the second asks only for the rest.
    const resumed = join(dir, 'seguido.ndjson');
    writeFileSync(resumed, readFileSync(whole, 'utf8').split('\n').slice(0, 4).join('\n') + '\n');
    const second = runExample(script, user, [CSV, resumed, '--bloque', '4']);
    expect(second.stdout.split('\n')[0]).toBe('Sigue desde la fila 5 de 10');
    expect(second.stdout).not.toContain('Filas 1–4');
    expect(readFileSync(resumed, 'utf8')).toBe(readFileSync(whole, 'utf8'));
    expect(second.status).toBe(0);
  });
});
