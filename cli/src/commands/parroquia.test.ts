import { parroquia } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo parroquia', () => {
  it('prints every parroquia of that name, one tab-separated line each', async () => {
    const { code, out } = await vegeo(['parroquia', 'Catedral']);
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines).toContain('120301\tCatedral\tIribarren\tBarquisimeto\tLara');
  });

  it('prints a single match as a card', async () => {
    const { out } = await vegeo(['parroquia', 'Catedral', '--estado', 'Lara']);
    expect(out).toBe('Parroquia: Catedral\nMunicipio: Iribarren\nCapital: Barquisimeto\nEstado: Lara\nId: 120301\n');
  });

  it('prints the library result with --json', async () => {
    const { out } = await vegeo(['parroquia', 'Catedral', '--municipio', 'Libertador', '--json']);
    expect(JSON.parse(out)).toEqual(parroquia('Catedral', { municipio: 'Libertador' }));
  });

  it('exits 1 with the filters in the message when nothing matched', async () => {
    const { code, out, err } = await vegeo(['parroquia', 'Catedral', '--estado', 'Zulia', '--json']);
    expect(code).toBe(1);
    expect(out).toBe('null\n');
    expect(err).toMatch(/^No se encontró la parroquia «Catedral» en el estado «Zulia»\./);
  });

  it('draws a table on a terminal', async () => {
    const { out } = await vegeo(['parroquia', 'Catedral'], { tty: true });
    expect(out).toMatch(/Id +Parroquia +Municipio +Capital +Estado/);
  });

  it('takes --municipio as a name or an id, and --estado as a name, an id or an ISO code', async () => {
    const lara = parroquia('Catedral', { estado: 'Lara' });
    for (const args of [['--municipio', '1203'], ['--municipio', 'Iribarren'], ['--estado', '12'], ['--estado', 'VE-K']]) {
      const { code, out } = await vegeo(['parroquia', 'Catedral', ...args, '--json']);
      expect(code, args.join(' ')).toBe(0);
      expect(JSON.parse(out), args.join(' ')).toEqual(lara);
    }
  });

  it('says that a --municipio or an --estado does not exist', async () => {
    expect((await vegeo(['parroquia', 'Catedral', '--municipio', 'Narnia'])).err).toBe('No existe el municipio «Narnia».\n');
    expect((await vegeo(['parroquia', 'Catedral', '--municipio', 'Heres', '--estado', 'Lara'])).err).toBe(
      'No existe el municipio «Heres» en el estado «Lara». ¿Quiso decir: Heres (Bolívar)?\n',
    );
    expect((await vegeo(['parroquia', 'Catedral', '--estado', 'Narnia'])).err).toBe('No existe el estado «Narnia».\n');
  });
});
