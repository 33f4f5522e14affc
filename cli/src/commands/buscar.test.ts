import { buscar } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo buscar', () => {
  it('prints the hits best first, one tab-separated line each', async () => {
    const { code, out } = await vegeo(['buscar', 'merida']);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^Estado\tMérida\t\tMérida\t13\t1,00$/);
  });

  it('passes --tipo, --estado and --max to the library, and --json prints its result', async () => {
    const { out } = await vegeo(['buscar', 'libertador', '--tipo', 'municipio', '--max', '2', '--json']);
    expect(JSON.parse(out)).toEqual(buscar('libertador', { tipo: 'municipio', max: 2 }));
    expect(JSON.parse(out)).toHaveLength(2);
  });

  it.each([['--max', '0'], ['--max', 'dos'], ['--max', '1.5'], ['--tipo', 'pais']])(
    'refuses %s %s as a usage error (2), in Spanish',
    async (option, value) => {
      const { code, err } = await vegeo(['buscar', 'x', option, value]);
      expect(code).toBe(2);
      expect(err).toMatch(new RegExp(`^error: la opción '.*${option}.*' no admite el valor '${value}'`));
    },
  );

  it('searches several words as one text', async () => {
    const { out } = await vegeo(['buscar', 'san', 'cristobal', '--tipo', 'municipio', '--json']);
    expect(JSON.parse(out)).toEqual(buscar('san cristobal', { tipo: 'municipio' }));
  });

  it('requires a text', async () => {
    const { code, err } = await vegeo(['buscar']);
    expect(code).toBe(2);
    expect(err).toContain("error: falta el argumento obligatorio 'texto'");
  });

  it('draws a table on a terminal', async () => {
    const { out } = await vegeo(['buscar', 'sucre', '--max', '3'], { tty: true });
    expect(out).toContain('Resultados para «sucre» (3)');
    expect(out).toMatch(/Tipo +Nombre +Municipio +Estado +Id +Puntuación/);
  });

  it('names the city a place was found by, in a last column', async () => {
    const plain = await vegeo(['buscar', 'barquisimeto']);
    expect(plain.code).toBe(0);
    expect(plain.out).toBe('Estado\tLara\t\tLara\t12\t0,90\tBarquisimeto\nMunicipio\tIribarren\tIribarren\tLara\t1203\t0,90\tBarquisimeto\n');
    const { out } = await vegeo(['buscar', 'barquisimeto'], { tty: true });
    expect(out).toMatch(/Tipo +Nombre +Municipio +Estado +Id +Puntuación +Ciudad/);
    expect(out).toMatch(/Municipio +Iribarren +Iribarren +Lara +1203 +0,90 +Barquisimeto/);
    // Without a hit found by a city, no such column.
    expect((await vegeo(['buscar', 'merida'])).out.split('\n')[0]!.split('\t')).toHaveLength(6);
  });

  it('says when there are more results than --max shows, on stderr only', async () => {
    const three = await vegeo(['buscar', 'sucre', '--max', '3', '--json']);
    expect(JSON.parse(three.out)).toEqual(buscar('sucre', { max: 3 }));
    expect(three.err).toBe('Hay más resultados que los 3 mostrados; pida más con --max.\n');
    expect((await vegeo(['buscar', 'sucre'])).err).toBe('Hay más resultados que los 10 mostrados; pida más con --max.\n');
    expect((await vegeo(['buscar', 'sucre'])).out.trimEnd().split('\n')).toHaveLength(10);
    // All of them shown: nothing to say.
    expect((await vegeo(['buscar', 'barquisimeto'])).err).toBe('');
    expect((await vegeo(['buscar', 'barquisimeto', '--max', '2'])).err).toBe('');
  });

  it('takes --estado and --municipio as names, ids or ISO codes, and says when one does not exist', async () => {
    const expected = buscar('catedral', { estado: 'Lara' });
    for (const estado of ['Lara', '12', 'VE-K']) {
      expect(JSON.parse((await vegeo(['buscar', 'catedral', '--estado', estado, '--json'])).out)).toEqual(expected);
    }
    expect(JSON.parse((await vegeo(['buscar', 'catedral', '--municipio', '1203', '--json'])).out)).toEqual(
      buscar('catedral', { municipio: 'Iribarren', estado: 'Lara' }),
    );
    expect(await vegeo(['buscar', 'catedral', '--estado', 'Narnia'])).toEqual({ code: 1, out: '', err: 'No existe el estado «Narnia».\n' });
  });
});
