import { descargas, pais } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';
import { UserError } from '../userError.js';

describe('vegeo exportar', () => {
  it('writes the files of descargas/, byte for byte, for each edition', async () => {
    expect((await vegeo(['exportar', '--formato', 'csv', '--nivel', 'parroquias'])).out).toBe(descargas(pais)['parroquias.csv']);
    expect((await vegeo(['exportar', '--formato', 'sql', '--edicion', 'ine'])).out).toBe(descargas(ine)['vegeo.sql']);
    expect((await vegeo(['--edicion', 'ine', 'exportar', '--formato', 'ndjson', '--nivel', 'municipios'])).out).toBe(descargas(ine)['municipios.ndjson']);
    const env = { VEGEO_EDICION: 'ine' };
    expect((await vegeo(['exportar', '--formato', 'csv', '--nivel', 'estados'], { env })).out).toBe(descargas(ine)['estados.csv']);
  });

  it('writes every level as JSON and NDJSON without --nivel', async () => {
    const { code, out } = await vegeo(['exportar', '--formato', 'json']);
    expect(code).toBe(0);
    const { estados, municipios, parroquias } = JSON.parse(out);
    expect([estados.length, municipios.length, parroquias.length]).toEqual([24, 335, 1139]);
    const lines = (await vegeo(['exportar', '--formato', 'ndjson'])).out.trimEnd().split('\n');
    expect(lines).toHaveLength(24 + 335 + 1139);
  });

  it('says what is missing or does not fit, as usage errors', async () => {
    await expect(vegeo(['exportar', '--formato', 'csv'])).rejects.toEqual(
      new UserError('--formato csv escribe una sola tabla: indique --nivel estados, municipios, parroquias.', 2),
    );
    await expect(vegeo(['exportar', '--formato', 'sql', '--nivel', 'estados'])).rejects.toThrow(/quite --nivel/);
    const missing = await vegeo(['exportar']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--formato/);
    const wrong = await vegeo(['exportar', '--formato', 'xml']);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/csv, ndjson, sql, json/);
  });
});
