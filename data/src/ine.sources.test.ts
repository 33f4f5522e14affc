// The rule that values come only from sources whose licence lets the project take them
// (`suministra: true`), as the edition script enforces it (scripts/ine/supplied.mjs).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSupplied, type CodeRow, type Fuente } from '../scripts/ine/supplied.mjs';
import { correcciones, type Correccion } from './ine.js';
import { pais } from './index.js';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const fuentes = JSON.parse(read('ine/fuentes.json')) as Fuente[];
const codes = new Map<string, CodeRow>(
  read('ine/codigos.csv').trimEnd().split('\n').slice(1).map((line) => {
    const [id, codigo, nombre, nombreOcha] = line.split(',') as [string, string, string, string];
    return [id, { codigo, nombre, nombreOcha }];
  }),
);
const supplying = new Set(fuentes.filter((f) => f.suministra).map((f) => f.id));
const byId = (id: string) => correcciones.find((c) => c.id === id)!;
const check = (...list: Correccion[]) => () => checkSupplied(list, fuentes, pais, codes);

describe('values come only from sources that supply data', () => {
  it('holds for every correction of the edition', () => {
    for (const c of correcciones.filter((c) => c.estado === 'aplicada')) {
      expect(c.fuentes.some((f) => supplying.has(f)), `${c.id} cites ${c.fuentes.join(', ')}`).toBe(true);
    }
    expect(check(...correcciones)).not.toThrow();
  });

  it('refuses an applied correction whose sources only confirm', () => {
    const renamed = byId('c009');
    expect(renamed.fuentes).toEqual(['cne2024', 'prensa']);
    expect(check(renamed)).not.toThrow();
    expect(check({ ...renamed, estado: 'aplicada' })).toThrow(
      'build-ine: c009 (120304): ninguna de sus fuentes (cne2024, prensa) suministra datos; déjela pendiente o cite una que sí',
    );
  });

  it('refuses a supplying source cited for a value it does not carry, applied or not', () => {
    // OCHA calls 020701 «Capital Diego Bautista Urbaneja», and has no 010101 at all.
    const lecherias = { ...byId('c046'), fuentes: ['ocha', 'kavac', 'cne2024'] };
    expect(check(lecherias)).toThrow('build-ine: c046 (020701): ninguna fuente que suministra datos (ocha) dice "Lecherías"');
    expect(check({ ...byId('c058'), fuentes: ['ocha', 'kavac'] })).toThrow(/c058 \(010101\).*\(ocha\) dice "Alto Orinoco"/);
    // The seed supplies a name only as part of what it already says.
    expect(check({ ...byId('c050'), fuentes: ['semilla', 'kavac'] })).toThrow(/c050 \(150804\).*\(semilla\) dice "Santa Cruz"/);
  });

  it('takes a name from OCHA or from the seed as they write it, qualifiers and glued seats aside', () => {
    expect(byId('c006')).toMatchObject({ despues: 'Guajira', fuentes: ['ocha', 'cne2024'] });
    expect(codes.get('2307')?.nombreOcha).toBe('Indígena Bolivariano Guajira');
    expect(check(byId('c006'), byId('c058'), byId('c108'))).not.toThrow();
    expect(byId('c108')).toMatchObject({ despues: 'San Fernando de Atabapo', estado: 'aplicada' });
    expect(pais[0]!.municipios[1]!.capital).toBe('San Fernando de Atabapo');
  });
});
