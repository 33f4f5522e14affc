import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../../userError.js';
import { readFileArgument } from './readFileArgument.js';

const dir = mkdtempSync(join(tmpdir(), 'vegeo-read-'));

describe('readFileArgument', () => {
  it('reads the bytes of the file', async () => {
    writeFileSync(join(dir, 'a.csv'), 'parroquia\nCatia\n');
    expect(new TextDecoder().decode(await readFileArgument(join(dir, 'a.csv')))).toBe('parroquia\nCatia\n');
  });

  it('says in Spanish, as vegeo normalizar does, why a file can not be read: a usage error (exit 2)', async () => {
    await expect(readFileArgument(join(dir, 'no-esta.csv'))).rejects.toEqual(new UserError(`No se puede leer «${join(dir, 'no-esta.csv')}»: no existe.`, 2));
    await expect(readFileArgument(dir)).rejects.toEqual(new UserError(`No se puede leer «${dir}»: es una carpeta.`, 2));
  });
});
