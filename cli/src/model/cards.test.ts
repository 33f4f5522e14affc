import { capital, createGeo, estado, municipio, parroquia } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { estadoCard, municipioCard, parroquiaCard } from './cards.js';

describe('cards', () => {
  it('labels an estado in Spanish, counting or listing its municipios', () => {
    const card = estadoCard(estado('Mérida')!);
    expect(card.fields.map((f) => f.label)).toEqual(['Estado', 'Capital', 'Código ISO', 'Municipios', 'Parroquias', 'Id']);
    expect(card.fields.map((f) => f.value)).toEqual(['Mérida', 'Mérida', 'VE-L', '23', '86', '13']);
    expect(card.lists).toEqual([]);
    const listed = estadoCard(estado('Mérida', { municipios: true })!);
    expect(listed.fields[3]).toEqual({ label: 'Municipios', value: '23' });
    expect(listed.lists[0]?.items).toHaveLength(23);
    expect(estadoCard(capital).title).toBe('Distrito Capital');
  });

  it('labels a municipio and a parroquia in Spanish', () => {
    const sucre = municipioCard(municipio('Sucre', { estado: 'Miranda', parroquias: true })!);
    expect(sucre.fields.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Municipio: Sucre',
      'Capital: Petare',
      'Estado: Miranda',
      'Parroquias: 5',
      expect.stringMatching(/^Id: 14\d\d$/),
    ]);
    expect(sucre.lists[0]?.label).toBe('Parroquias');
    const [catedral] = [parroquia('Catedral', { estado: 'Lara' })].flat();
    expect(parroquiaCard(catedral!).fields.map((f) => f.label)).toEqual(['Parroquia', 'Municipio', 'Capital', 'Estado', 'Id']);
  });

  it('adds the INE code and the other name of a place, when the result has them', () => {
    const geo = createGeo(ine);
    const laGuaira = estadoCard(geo.estado('Vargas')!);
    expect(laGuaira.fields.slice(-2)).toEqual([
      { label: 'Código INE', value: '24' },
      { label: 'Antes se llamaba', value: 'Vargas' },
    ]);
    const [marigüitar] = [geo.parroquia('190601')].flat();
    expect(parroquiaCard(marigüitar!).fields.at(-1)).toEqual({ label: 'Código INE', value: '190601' });
    expect(municipioCard(municipio('Heres')!).fields.at(-1)).toEqual({ label: 'Hoy se llama', value: 'Angostura del Orinoco' });
  });
});
