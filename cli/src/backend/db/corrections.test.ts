import { pais, toFlat, type GeoTree } from '@vegeo/data';
import { correcciones, ine } from '@vegeo/data/ine';
import { describe, expect, it } from 'vitest';
import { isCorrected, notaFor, planCorrections, type Correction } from './corrections.js';

const base = toFlat(pais);
const target = toFlat(ine);
const COLLECTION = { estado: 'estados', municipio: 'municipios', parroquia: 'parroquias' } as const;

/** What the callables would store for `changes`, each record's version moving to `version`. */
function applied(tree: GeoTree, changes: Correction[], version = 2): GeoTree {
  const next = structuredClone(tree) as GeoTree & Record<string, Record<string, object>>;
  for (const change of changes) {
    const records = next[COLLECTION[change.tipo]] as Record<string, object>;
    if (change.accion === 'borrar') delete records[change.id];
    else {
      const fields = Object.fromEntries(Object.entries({ ...records[change.id], ...change.request.datos }).filter(([, v]) => v !== null));
      const parents = change.tipo === 'parroquia' && change.accion === 'crear' ? { estadoId: change.id.slice(0, 2) } : {};
      records[change.id] = { ...fields, ...parents, version };
    }
  }
  return next;
}

describe('planCorrections', () => {
  const plan = planCorrections(base, base, target, correcciones);

  it('brings a database seeded with the default edition to the ine edition', () => {
    expect(plan.edited).toEqual([]);
    expect(plan.done).toBe(0);
    const count = (accion: string) => plan.changes.filter((c) => c.accion === accion).length;
    expect([count('borrar'), count('crear')]).toEqual([5, 12]);
    expect(plan.changes.find((c) => c.id === '21')).toMatchObject({
      accion: 'editar',
      request: { tipo: 'estado', id: '21', datos: { estado: 'La Guaira', iso_31662: 'VE-X', codigo_ine: '24', nombre_anterior: 'Vargas' }, version: 0 },
    });
    expect(plan.changes.find((c) => c.id === '180601')).toMatchObject({
      accion: 'crear',
      request: { tipo: 'parroquia', datos: { parroquia: 'Marigüitar', codigo_ine: '190601', municipioId: '1806' } },
    });
    expect(plan.changes.find((c) => c.id === '160703')?.request).toMatchObject({ tipo: 'parroquia', id: '160703', version: 0 });
    const after = applied(base, plan.changes);
    expect(planCorrections(after, base, target, correcciones)).toEqual({ changes: [], done: plan.changes.length, edited: [] });
  });

  it('sends each change with a nota naming its corrections and their sources', () => {
    const vargas = plan.changes.find((c) => c.id === '21')!;
    expect(vargas.request.nota).toBe(
      'Edición ine: c002 codigo_iso (fuentes: iso); c004 renombre (fuentes: iso, ocha, cne2024, prensa); c003 codigo_ine (fuentes: ocha, kavac, oca)',
    );
    expect(plan.changes.every(({ request: { nota } }) => nota!.startsWith('Edición ine: c') && nota!.length <= 500)).toBe(true);
    expect(notaFor('parroquia', '160703', correcciones, false)).toMatch(/^Edición ine: c\d{3} baja \(fuentes: ocha/);
  });

  it('leaves a record edited since it was seeded, and lists it; the rest goes on', () => {
    const stored = structuredClone(base);
    stored.parroquias['160703'] = { ...stored.parroquias['160703']!, parroquia: 'Yaguaraparo Viejo', version: 4 } as never;
    stored.estados['21'] = { ...stored.estados['21']!, capital: 'Maiquetía', version: 5 } as never;
    const partial = planCorrections(stored, base, target, correcciones);
    expect(partial.edited.map((e) => e.id)).toEqual(['21', '160703']);
    expect(partial.edited[0]!.texto).toBe('estado 21 editado: capital "La Guaira" → "Maiquetía"');
    expect(partial.changes.map((c) => c.id)).not.toContain('21');
    expect(partial.changes.length).toBe(plan.changes.length - 2);
  });

  it('tells a record already as its change makes it (a resent change whose first sending was applied) from one that is not', () => {
    const after = applied(base, plan.changes) as GeoTree & Record<string, Record<string, object>>;
    for (const accion of ['editar', 'borrar', 'crear'] as const) {
      const change = plan.changes.find((c) => c.accion === accion)!;
      const record = (collection: GeoTree) => (collection as unknown as Record<string, Record<string, object>>)[COLLECTION[change.tipo]]![change.id] ?? null;
      expect([accion, isCorrected(change, record(after))]).toEqual([accion, true]);
      expect([accion, isCorrected(change, record(base))]).toEqual([accion, false]);
    }
    const vargas = plan.changes.find((c) => c.id === '21')!;
    expect(isCorrected(vargas, { ...after.estados['21'], capital: 'Maiquetía' })).toBe(false);
  });
});
