import { pais, toFlat } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { planSeed } from './plan.js';

const seed = toFlat(pais, { updatedAt: 5 });

describe('planSeed', () => {
  it('writes into an empty /geo', () => {
    expect(planSeed(null, seed, false)).toEqual({ action: 'write', tree: seed });
    expect(planSeed({ meta: { version: 3 } }, seed, false).action).toBe('write');
  });

  it('does nothing over the same records, whatever the version', () => {
    expect(planSeed(toFlat(pais), seed, false)).toEqual({ action: 'nothing' });
    expect(planSeed(toFlat(pais, { version: 4 }), seed, false)).toEqual({ action: 'nothing' });
  });

  it('refuses over edited records, saying what changed', () => {
    const edited = toFlat(pais, { version: 2 });
    edited.municipios['1301']!.capital = 'Vigía';
    const plan = planSeed(edited, seed, false);
    expect(plan).toMatchObject({ action: 'refuse', version: 2 });
    expect(plan.action === 'refuse' && plan.changes.map((c) => c.texto)).toEqual(['municipio 1301 editado: capital "El Vigía" → "Vigía"']);
  });

  it('replaces them with --force, moving the version past the stored one', () => {
    const edited = toFlat(pais, { version: 6 });
    delete edited.parroquias['130101'];
    const plan = planSeed(edited, seed, true);
    expect(plan.action).toBe('write');
    expect(plan.action === 'write' && plan.tree.meta.version).toBe(7);
    expect(plan.action === 'write' && plan.tree.parroquias['130101']).toEqual(seed.parroquias['130101']);
  });

  it('keeps the id sequences: no id a create gave is given again', async () => {
    const edited = toFlat(pais, { version: 9 }) as ReturnType<typeof toFlat> & { secuencias: Record<string, number> };
    edited.parroquias['130108'] = { parroquia: 'Creada', municipioId: '1301', estadoId: '13' };
    edited.secuencias = { '1301': 8, '0101': 7, pais: 25 };
    delete edited.parroquias['010105'];
    const plan = planSeed(edited, seed, true);
    expect(plan.action === 'write' && plan.tree.secuencias).toEqual({ '1301': 8, '0101': 7, pais: 25 });
    expect(planSeed(null, seed, false)).toEqual({ action: 'write', tree: seed });
  });
});
