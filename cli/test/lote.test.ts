import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { capital, estado } from '@vegeo/data';
import { describe, expect, it, onTestFinished } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));

describe('vegeo lote, as a program talks to it', () => {
  it('answers each query as soon as it is written, while its input stays open', async () => {
    const child = spawn(process.execPath, [BIN, 'lote'], { stdio: ['pipe', 'pipe', 'inherit'] });
    onTestFinished(() => void child.kill());
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    // A program that writes one query and waits for its answer before writing the next; the
    // input ends only after the last answer came back.
    const next = async () => {
      let timer: NodeJS.Timeout | undefined;
      const line = await Promise.race([
        answers.next(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer while the input stayed open')), 10_000);
        }),
      ]).finally(() => clearTimeout(timer));
      return JSON.parse(String(line.value)) as unknown;
    };
    for (const nombre of ['Zulia', 'Lara', 'Mérida', 'Sucre']) {
      child.stdin.write(`{"tipo":"estado","nombre":"${nombre}"}\n`);
      expect(await next()).toEqual({ consulta: { tipo: 'estado', nombre }, resultado: estado(nombre) ?? null });
    }
    // Half a line waits for the rest.
    child.stdin.write('{"tipo":"capi');
    child.stdin.write('tal"}\r\n');
    expect(await next()).toEqual({ consulta: { tipo: 'capital' }, resultado: capital });
    child.stdin.end();
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
  });

  it('ignores a byte order mark, and refuses long names as the service does', () => {
    const long = 'x'.repeat(201);
    const input = `\uFEFF{"tipo":"estado","nombre":"Zulia"}\r\n{"tipo":"buscar","nombre":"${long}"}\n{"tipo":"municipio","nombre":"Sucre","opciones":{"estado":"${long}"}}\n{"tipo":"capital"}`;
    const result = spawnSync(process.execPath, [BIN, 'lote'], { input, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([
      { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: estado('Zulia') },
      { consulta: { tipo: 'buscar', nombre: long }, error: 'El nombre no puede pasar de 200 caracteres' },
      { consulta: { tipo: 'municipio', nombre: 'Sucre', opciones: { estado: long } }, error: "La opción 'estado' no puede pasar de 200 caracteres" },
      { consulta: { tipo: 'capital' }, resultado: capital },
    ]);
  });

  it('is not stopped by one line: a deep one, one over the longest, one with a field the service refuses; every other line is answered', () => {
    const lines = [
      '{"tipo":"estado","nombre":"Zulia"}',
      '['.repeat(5000),
      '{"tipo":"estado","nombre":"Lara","extra":1}',
      `{"tipo":"estado","nombre":"${'x'.repeat(2 ** 21)}"}`,
      '{"tipo":"capital"}',
    ];
    const result = spawnSync(process.execPath, [BIN, 'lote'], { input: lines.join('\n'), encoding: 'utf8', maxBuffer: 2 ** 24 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const answers = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { resultado?: unknown; error?: string });
    expect(answers.map((answer) => answer.error ?? answer.resultado)).toEqual([
      estado('Zulia'),
      'La línea anida más de 64 niveles de [ y {',
      "Campo desconocido: 'extra'",
      'La línea pasa de 1.048.576 caracteres; no se lee',
      capital,
    ]);
  });
});
