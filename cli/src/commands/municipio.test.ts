import { municipio } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo municipio', () => {
  it('finds the municipio within --estado', async () => {
    const { code, out } = await vegeo(['municipio', 'Sucre', '--estado', 'Miranda']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Municipio: Sucre\nCapital: Petare\nEstado: Miranda\nParroquias: 5\nId: 14\d\d\n$/);
  });

  it('lists the parroquias with --parroquias', async () => {
    const { out } = await vegeo(['municipio', 'Sucre', '-e', 'Miranda', '--parroquias']);
    expect(out).toContain('\nParroquias (5):\n  ');
  });

  it('prints the library result with --json', async () => {
    const { out } = await vegeo(['municipio', 'Sucre', '--estado', 'Miranda', '--json']);
    expect(JSON.parse(out)).toEqual(municipio('Sucre', { estado: 'Miranda' }));
  });

  it('says where it looked when not found, exiting 1', async () => {
    const { code, err } = await vegeo(['municipio', 'Maracaibo', '--estado', 'Lara']);
    expect(code).toBe(1);
    expect(err).toMatch(/^No se encontró el municipio «Maracaibo» en el estado «Lara»\./);
  });

  it('draws a card on a terminal', async () => {
    const { out } = await vegeo(['municipio', 'Libertador', '--estado', 'Mérida'], { tty: true });
    expect(out).toContain('Municipio · Libertador');
  });

  it('says when others share the name, and how to pick one, on stderr only', async () => {
    const { code, out, err } = await vegeo(['municipio', 'Sucre']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Municipio: Sucre\nCapital: Cagua\nEstado: Aragua\n/);
    expect(err).toBe(
      'Hay 11 municipios «Sucre»; este es el de Aragua. Para otro, indique --estado (nombre, número o código ISO): ' +
        'Bolívar, Falcón, Mérida, Miranda, Portuguesa, Sucre, Táchira, Trujillo, Yaracuy, Zulia.\n',
    );
    const json = await vegeo(['municipio', 'sucre', '--json']);
    expect(JSON.parse(json.out)).toEqual(municipio('Sucre'));
    expect(json.err).toMatch(/^Hay 11 municipios «Sucre»/);
    expect((await vegeo(['municipio', 'Sucre'], { tty: true })).err).toMatch(/^Hay 11 municipios «Sucre»/);
    expect((await vegeo(['municipio', 'Libertador'])).err).toMatch(/^Hay 7 municipios «Libertador».*, Distrito Capital\.\n$/);
    // A name of its own, a chosen estado, or no name at all: nothing to say.
    for (const args of [['Iribarren'], ['Sucre', '--estado', 'Miranda'], []]) {
      expect((await vegeo(['municipio', ...args])).err, args.join(' ')).toBe('');
    }
  });

  it.each(['Miranda', 'miranda', '14', 'VE-M', 've-m'])('takes --estado %s as a name, an id or an ISO code', async (estado) => {
    const { code, out, err } = await vegeo(['municipio', 'Sucre', '--estado', estado, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(municipio('Sucre', { estado: 'Miranda' }));
    expect(err).toBe('');
  });

  it('says that an --estado does not exist, with suggestions for it, rather than for the municipio', async () => {
    const narnia = await vegeo(['municipio', 'Sucre', '--estado', 'Narnia', '--json']);
    expect(narnia).toEqual({ code: 1, out: 'null\n', err: 'No existe el estado «Narnia».\n' });
    expect((await vegeo(['municipio', 'Sucre', '--estado', 'Meridaa'])).err).toBe('No existe el estado «Meridaa». ¿Quiso decir: Mérida?\n');
    expect((await vegeo(['municipio', 'Sucre', '--estado', '99'])).err).toBe('No existe el estado «99».\n');
  });
});
