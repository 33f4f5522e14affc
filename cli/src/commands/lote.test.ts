import { estado } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo lote', () => {
  it('answers each line in order, skipping blank lines, with errors in place', async () => {
    const input = [
      '{"tipo":"estado","nombre":"Zulia"}',
      '',
      'no es json',
      '{"tipo":"pais","nombre":"Venezuela"}',
      '{"tipo":"estado","nombre":5}',
      '{"tipo":"estado","nombre":"Meridaa"}',
    ].join('\n');
    const { code, out } = await vegeo(['lote'], { input });
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { consulta: { tipo: 'estado', nombre: 'Zulia' }, resultado: estado('Zulia') },
      { consulta: 'no es json', error: 'La línea no es JSON válido' },
      { consulta: { tipo: 'pais', nombre: 'Venezuela' }, error: expect.stringMatching(/^Tipo desconocido 'pais'/) },
      { consulta: { tipo: 'estado', nombre: 5 }, error: "El nombre no puede ser 'number'" },
      { consulta: { tipo: 'estado', nombre: 'Meridaa' }, resultado: null },
    ]);
  });

  it('writes nothing for empty input', async () => {
    expect(await vegeo(['lote'], { input: '' })).toEqual({ code: 0, out: '', err: '' });
  });

  it('takes no arguments', async () => {
    expect((await vegeo(['lote', 'consultas.jsonl'])).code).toBe(2);
  });
});
