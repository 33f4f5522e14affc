import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toFlat } from './flat.js';
import { diffGeo } from './flatDiff.js';
import type { PaisData } from './types.js';

const dataset = JSON.parse(readFileSync(new URL('../venezuela.json', import.meta.url), 'utf8')) as PaisData;

describe('diffGeo', () => {
  it('finds nothing between equal trees, even when lists come back as objects', () => {
    const after = toFlat(dataset, { version: 2 });
    after.estados['01'] = { ...after.estados['01']!, ciudades: { ...after.estados['01']!.ciudades } as unknown as string[] };
    expect(diffGeo(toFlat(dataset), after)).toEqual([]);
  });

  it('lists created, deleted and edited records in readable Spanish', () => {
    const before = toFlat(dataset);
    const after = toFlat(dataset);
    after.municipios['0101'] = { ...after.municipios['0101']!, capital: 'Esmeralda' };
    after.parroquias['010106'] = { parroquia: 'Nueva', municipioId: '0101', estadoId: '01' };
    delete after.parroquias['010201'];
    expect(diffGeo(before, after).map((c) => c.texto)).toEqual([
      'municipio 0101 editado: capital "La Esmeralda" → "Esmeralda"',
      'parroquia 010106 creada: "Nueva"',
      'parroquia 010201 borrada: "Ucata Laja Lisa"',
    ]);
  });

  it('reports a field that appears or disappears', () => {
    const before = toFlat(dataset);
    const after = toFlat(dataset);
    delete after.estados['01']!.ciudades;
    const [change] = diffGeo(before, after);
    expect(change).toMatchObject({ accion: 'editado', tipo: 'estado', id: '01', campo: 'ciudades', despues: undefined });
    expect(change!.texto).toMatch(/→ \(nada\)$/);
  });

  it('treats a missing collection as empty', () => {
    const changes = diffGeo({}, { estados: { '25': { estado: 'X', capital: 'Y', iso_31662: 'VE-Q', id_estado: 25 } } });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.accion).toBe('creado');
  });
});
