import { ine } from '../../ine.js';
import { pais } from '../../pais.js';
import type { PaisData } from '../../types.js';
import { describe, expect, it } from 'vitest';
import { foreignScript } from './scripts.js';

/** Every name and city of an edition. */
const namesOf = (edition: PaisData) =>
  edition.flatMap((e) => [e.estado, e.capital, ...(e.ciudades ?? []), ...e.municipios.flatMap((m) => [m.municipio, m.capital, ...m.parroquias.map((p) => (typeof p === 'string' ? p : p.parroquia))])]);

describe('foreignScript', () => {
  it('accepts every name of both editions, and what Latin names hold', () => {
    const odd = [...namesOf(pais), ...namesOf(ine)].filter((name) => foreignScript(name));
    expect(odd).toEqual([]);
    for (const name of ['Güigüe', 'Cañada de Urdaneta', "O'Higgins", '23 de Enero', '1º de Mayo', 'Pe\u0301rez', 'Ⅳ Centenario', 'Ñemé']) {
      expect(foreignScript(name)).toBeUndefined();
    }
  });

  it('names the first letter of another script among Latin ones, its code point and its script', () => {
    expect(foreignScript('Santa R\u043esa')).toBe("mezcla escrituras: 'о' (U+043E, cirílico) no es del alfabeto latino");
    expect(foreignScript('Sant\u03b1 Rosa')).toBe("mezcla escrituras: 'α' (U+03B1, griego) no es del alfabeto latino");
    expect(foreignScript('\u13aaaracas')).toBe("mezcla escrituras: 'Ꭺ' (U+13AA, cheroqui) no es del alfabeto latino");
    expect(foreignScript('Mérida \u0663')).toBe("mezcla escrituras: '٣' (U+0663, árabe) no es del alfabeto latino");
    expect(foreignScript('\u{1d412}anta Rosa')).toBe("mezcla escrituras: '𝐒' (U+1D412, símbolo con forma de letra o cifra) no es del alfabeto latino");
    expect(foreignScript('Ro\u0483sa')).toBe("mezcla escrituras: '\u0483' (U+0483, cirílico) no es del alfabeto latino");
  });

  it('refuses a name wholly in another script, Latin look-alikes or not', () => {
    expect(foreignScript('\u0421\u043e\u0440\u043e\u0441')).toBe("no está en el alfabeto latino: 'С' (U+0421, cirílico)");
    expect(foreignScript('東京')).toBe("no está en el alfabeto latino: '東' (U+6771, chino (han))");
  });
});
