import { pais, toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { reissuedIds } from './reissued.js';

const seed = toFlat(ine);
const crear = (id: string, parroquia: string, at = 1) => ({
  at,
  uid: 'ed',
  accion: 'crear' as const,
  tipo: 'parroquia' as const,
  id,
  version: at,
  despues: { parroquias: { [id]: { parroquia, municipioId: id.slice(0, 4), estadoId: id.slice(0, 2) } } },
});

describe('reissuedIds', () => {
  it('finds an id a create gave to another place than the one the seed puts there', () => {
    expect(seed.parroquias['180601']).toBeDefined();
    const audit = { '-a': crear('180601', 'Otra Parroquia'), '-b': crear('130108', 'Nueva') };
    expect(reissuedIds(seed, audit)).toEqual([{ tipo: 'parroquia', id: '180601', antes: ['Otra Parroquia'], ahora: 'Marigüitar' }]);
  });

  it('passes the same place (created by db corregir, renamed since), and ids no create gave', () => {
    const renamed = { ...crear('180601', 'Marigüitar'), accion: 'editar' as const, at: 2 };
    renamed.despues.parroquias['180601']!.parroquia = 'Marigüitar (Sucre)';
    expect(reissuedIds(seed, { '-a': crear('180601', 'MARIGÜITAR'), '-b': renamed })).toEqual([]);
    expect(reissuedIds(toFlat(pais), { '-a': crear('180601', 'Otra') })).toEqual([]);
    expect(reissuedIds(seed, null)).toEqual([]);
  });
});
