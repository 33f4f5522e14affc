import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { estado } from '@vegeo/data';
import { createUser, resetEmulators, type TestUser } from '@vegeo/testkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorEnv, loggedIn, vegeo } from './bin.js';
import { onTerminal } from '../onTerminal.js';

const BIN = fileURLToPath(new URL('../../bin/vegeo.cjs', import.meta.url));
// The functions' default quota, LOOKUP_QUOTA_PER_MINUTE.
const QUOTA = 2000;

let user: TestUser;

beforeAll(async () => {
  await resetEmulators();
  // A user of its own: the quota is counted per user.
  user = await createUser({ email: 'lotes@vegeo.test', role: 'viewer' });
});

describe('vegeo lote --remote past the quota', () => {
  it('waits for the quota as the server says, shows it on the terminal, and answers every line', async () => {
    const home = loggedIn(user);
    const total = QUOTA + 500;
    const input = join(home, 'consultas.jsonl');
    const output = join(home, 'respuestas.jsonl');
    writeFileSync(input, Array.from({ length: total }, (_, n) => (n === 2200 ? 'no es json' : '{"tipo":"estado","nombre":"Zulia"}')).join('\n'));
    // On a terminal, as a user would run it: the answers to a file, the progress on the screen.
    const terminal = onTerminal('sh', ['-c', `'${process.execPath}' '${BIN}' lote --remote < '${input}' > '${output}'`], {
      cols: 100,
      env: emulatorEnv(home) as Record<string, string>,
    });
    await terminal.waitFor(/Límite de consultas del servicio: sigue en \d+ s \(\d+ consultas respondidas\)/, 30_000);
    expect(await terminal.exited).toBe(0);
    const lines = readFileSync(output, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(total);
    expect(lines[2200]).toEqual({ consulta: 'no es json', error: 'La línea no es JSON válido' });
    const zulia = { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: estado('Zulia') };
    expect(lines.filter((_, n) => n !== 2200).every((line) => JSON.stringify(line) === JSON.stringify(zulia))).toBe(true);
  }, 150_000);

  it('gives every line an error line, in order, when it must give up (exit 4)', () => {
    const home = loggedIn(user);
    const input = ['{"tipo":"estado","nombre":"Zulia"}', 'no es json', '{"tipo":"capital"}'].join('\n');
    // Nothing listens there: the calls fail, are tried again after 1, 2, 4 and 8 s, then it gives up.
    const result = vegeo(['lote', '--remote'], { home, input, env: { VEGEO_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:9' } });
    expect(result.code).toBe(4);
    const unanswered = 'Sin respuesta del servicio: No se pudo conectar con 127.0.0.1:9 (¿están en marcha los emuladores?).';
    expect(result.out.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([
      { consulta: { tipo: 'estado', nombre: 'Zulia' }, error: unanswered },
      { consulta: 'no es json', error: 'La línea no es JSON válido' },
      { consulta: { tipo: 'capital' }, error: unanswered },
    ]);
    expect(result.err).toBe('error: No se pudo conectar con 127.0.0.1:9 (¿están en marcha los emuladores?).\n');
  }, 60_000);
});
