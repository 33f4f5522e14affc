import { capital } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo capital', () => {
  it('prints the Distrito Capital', async () => {
    const { code, out } = await vegeo(['capital']);
    expect(code).toBe(0);
    expect(out).toContain('Estado: Distrito Capital\nCapital: Caracas\n');
  });

  it('prints the library value with --json', async () => {
    expect(JSON.parse((await vegeo(['capital', '--json'])).out)).toEqual(capital);
  });
});
