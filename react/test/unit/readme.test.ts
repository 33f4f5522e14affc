// @vitest-environment node
// The README's facts about ids and INE codes, computed from @vegeo/data rather than trusted.
import { pais, toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const row = (start: string) => readme.split('\n').find((line) => line.startsWith(`| ${start} |`));

describe("the README's table of ids and INE codes", () => {
  const base = toFlat(pais);
  const edition = toFlat(ine);
  const count = (tree: ReturnType<typeof toFlat>) => `${Object.keys(tree.estados).length} estados, ${Object.keys(tree.municipios).length} municipios, ${Object.keys(tree.parroquias).length} parroquias`;

  it('says what each edition holds, and how many parroquias lack an INE code', () => {
    const uncoded = Object.values(edition.parroquias).filter((p) => !p.codigo_ine).length;
    const coded = [...Object.values(edition.estados), ...Object.values(edition.municipios)].every((place) => place.codigo_ine);
    expect(coded).toBe(true);
    expect(row('en la edición `base` (`edicion="base"`)')).toBe(`| en la edición \`base\` (\`edicion="base"\`) | ${count(base)} | ninguno |`);
    expect(row('en la edición `ine` (la de omisión)')).toBe(`| en la edición \`ine\` (la de omisión) | ${count(edition)} | todos, salvo ${uncoded} parroquias que aún no lo tienen |`);
  });

  it('gives ids and codes as the data has them', () => {
    const milla = Object.entries(edition.parroquias).find(([, p]) => p.parroquia === 'Milla' && p.municipioId === '1312')!;
    expect(row('Mérida')).toBe(`| Mérida | \`13\` | \`${edition.estados['13']!.codigo_ine}\` |`);
    expect(row('Libertador (Mérida)')).toBe(`| Libertador (Mérida) | \`1312\` | \`${edition.municipios['1312']!.codigo_ine}\` |`);
    expect(row('Milla (Libertador, Mérida)')).toBe(`| Milla (Libertador, Mérida) | \`${milla[0]}\` | \`${milla[1].codigo_ine}\` |`);
    const same = Object.entries(edition.estados).filter(([id, e]) => e.codigo_ine === id).length;
    expect(row('estados en que coinciden')).toBe(`| estados en que coinciden | ${same} de ${Object.keys(edition.estados).length} | |`);
  });
});
