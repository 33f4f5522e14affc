import { describe, expect, it } from 'vitest';
import { ine } from './ine.js';
import { normalizar, type NormalizarResult } from './normalizar.js';
import { pais } from './pais.js';

const ids = (r: NormalizarResult) => [r.estado?.id ?? null, r.municipio?.id ?? null, r.parroquia?.id ?? null];

/** Every answer, sure or not, is one coherent place: each id starts with its parent's. */
function expectCoherent(r: NormalizarResult): void {
  const [e, m, p] = ids(r);
  if (m !== null) expect(m.startsWith(e!)).toBe(true);
  if (p !== null) expect(p.startsWith(m!)).toBe(true);
  if (p !== null) expect(m).not.toBeNull();
  if (m !== null) expect(e).not.toBeNull();
  for (const a of r.alternativas) {
    if (a.municipio) expect(a.municipio.id.startsWith(a.estado.id)).toBe(true);
    if (a.parroquia) expect(a.parroquia.id.startsWith(a.municipio!.id)).toBe(true);
  }
}

describe('normalizar', () => {
  it('answers a clean row as exacta, with ids, names as the edition writes them and no INE code in the default edition', () => {
    const r = normalizar({ estado: 'MERIDA', municipio: 'libertador', parroquia: 'Domingo  Peña' });
    expect(r).toEqual({
      estado: { id: '13', nombre: 'Mérida', ine: null },
      municipio: { id: '1312', nombre: 'Libertador', ine: null },
      parroquia: { id: '131204', nombre: 'Domingo Peña', ine: null },
      certeza: 'exacta', confianza: 1, motivo: null, alternativas: [],
    });
  });

  it.each([
    [{ estado: 'Edo. Mérida', municipio: 'Mcpio. Libertador', parroquia: 'Pq. Domingo Peña' }, ['13', '1312', '131204'], 'prefijo «Edo.»'],
    [{ estado: 'Estado Zulia', municipio: 'Municipio Maracaibo' }, ['23', '2314', null], 'prefijo «Estado»'],
    [{ estado: 'Distrito Capital', parroquia: 'Sta. Rosalía' }, ['24', '2401', '240120'], 'abreviatura «sta»'],
    [{ estado: 'Zulia', municipio: 'Maracaybo' }, ['23', '2314', null], 'Maracaibo'],
    [{ estado: 'VE-L' }, ['13', null, null], 'código ISO VE-L'],
    [{ estado: 'Barquisimeto' }, ['12', null, null], 'ciudad «Barquisimeto»'],
    [{ estado: 'La Guaira' }, ['21', null, null], 'hoy La Guaira'],
    [{ estado: 'Amazonas', municipio: 'Autónomo Alto Orinoco' }, ['01', '0101', null], 'sin «autonomo»'],
  ])('reads %j as corregida and says what it read', (fila, expected, motivo) => {
    const r = normalizar(fila);
    expect(r.certeza).toBe('corregida');
    expect(ids(r)).toEqual(expected);
    expect(r.motivo).toContain(motivo);
    expect(r.confianza).toBeGreaterThan(0);
    expect(r.confianza).toBeLessThanOrEqual(1);
  });

  it('settles a homonym by the level above, and leaves it ambigua without it, listing every reading best first', () => {
    expect(ids(normalizar({ estado: 'Miranda', municipio: 'Sucre' }))).toEqual(['14', '1419', null]);
    const r = normalizar({ municipio: 'Sucre' });
    expect(r.certeza).toBe('ambigua');
    expect(r.municipio).toBeNull();
    expect(r.alternativas).toHaveLength(5);
    expect(r.alternativas.every((a) => a.municipio?.nombre === 'Sucre')).toBe(true);
    expect(r.confianza).toBeLessThan(0.5);
  });

  it('settles a homonym by the level below: a parroquia names its municipio', () => {
    expect(ids(normalizar({ municipio: 'Sucre', parroquia: 'Petare' }))).toEqual(['14', '1419', '141902']);
  });

  it('splits a free-text field into its places, in any order', () => {
    expect(ids(normalizar({ texto: 'Pq. Catedral, Libertador, Caracas' }))).toEqual(['24', '2401', '240105']);
    expect(ids(normalizar({ texto: 'Caracas; Libertador; Catedral' }))).toEqual(['24', '2401', '240105']);
    expect(ids(normalizar({ texto: 'Catedral, Iribarren' }))).toEqual(['12', '1203', '120301']);
  });

  it('reads a field typed in another level\'s column, and never claims a place the row contradicts', () => {
    const moved = normalizar({ estado: 'Lara', municipio: 'Catedral' });
    expect(ids(moved)).toEqual(['12', '1203', '120301']);
    expect(moved).toMatchObject({ certeza: 'corregida', motivo: '«catedral» leído como parroquia' });
    // A parroquia cell that names the municipio leaves the parroquia unanswered: to check by hand.
    const shallow = normalizar({ estado: 'Lara', parroquia: 'Iribarren' });
    expect(shallow).toMatchObject({ certeza: 'sin_par', parroquia: null });
    expect(ids(shallow)).toEqual(['12', '1203', null]);
    const contradicted = normalizar({ estado: 'Zulia', municipio: 'Iribarren', parroquia: 'Catedral' });
    expect(['ambigua', 'sin_par']).toContain(contradicted.certeza);
    expectCoherent(contradicted);
  });

  it('answers sin_par for a level it cannot match, keeping the sure levels above it', () => {
    const r = normalizar({ estado: 'Lara', municipio: 'Xyzzyqw' });
    expect(r.certeza).toBe('sin_par');
    expect(ids(r)).toEqual(['12', null, null]);
    expect(normalizar({ estado: 'Atlantida del Norte' })).toMatchObject({ estado: null, certeza: 'sin_par', confianza: 0 });
    expect(normalizar({})).toMatchObject({ estado: null, certeza: 'sin_par' });
  });

  it('reads the ine edition: INE codes in, INE codes out, old names found', () => {
    expect(normalizar({ estado: 'Vargas' }, { edicion: ine }).estado).toEqual({ id: '21', nombre: 'La Guaira', ine: '24' });
    const byCode = normalizar({ estado: '13' }, { edicion: ine });
    expect(byCode.estado?.nombre).toBe('Lara');
    expect(byCode.motivo).toBe('código INE 13');
    expect(normalizar({ estado: 'Mérida', municipio: 'Libertador', parroquia: 'Domingo Peña' }, { edicion: ine }).parroquia?.ine).toMatch(/^\d{6}$/);
  });

  it('lets the estado and the parroquia settle a municipio spelled its own way', () => {
    const r = normalizar({ estado: 'Guárico', municipio: 'Municipio Xq Orituco Norte', parroquia: 'Libertad de Orituco' });
    expect(ids(r)).toEqual(['11', '1108', '110807']);
    expect(r.certeza).toBe('corregida');
    expect(r.motivo).toContain('no reconocido');
  });

  it('stops at the level asked for', () => {
    const r = normalizar({ estado: 'Mérida', municipio: 'Libertador', parroquia: 'Domingo Peña' }, { nivel: 'municipio' });
    expect(ids(r)).toEqual(['13', '1312', null]);
    expect(r.certeza).toBe('exacta');
  });

  it('answers every parroquia of the data written as it is, exactly or as ambigua among homonyms, never wrongly', () => {
    for (const estado of pais) {
      for (const municipio of estado.municipios) {
        for (const parroquia of municipio.parroquias) {
          const nombre = parroquia;
          const r = normalizar({ estado: estado.estado, municipio: municipio.municipio, parroquia: nombre });
          expectCoherent(r);
          if (r.certeza === 'exacta' || r.certeza === 'corregida') expect(r.parroquia?.nombre).toBe(nombre);
          else expect(r.certeza).toBe('ambigua');
        }
      }
    }
  });

  it('answers a row seen before with a fresh object: changing one answer changes no other', () => {
    const first = normalizar({ estado: 'Zulia', municipio: 'Sucre' });
    first.estado!.nombre = 'cambiado';
    first.alternativas.push(first.alternativas[0]!);
    expect(normalizar({ estado: 'Zulia', municipio: 'Sucre' })).toMatchObject({ estado: { nombre: 'Zulia' }, alternativas: [] });
  });

  it('refuses a row or an option of the wrong type with the library\'s Spanish errors', () => {
    expect(() => normalizar(null as never)).toThrow(new TypeError("La fila debe ser un objeto, no 'null'"));
    expect(() => normalizar({ estado: {} as never })).toThrow(new TypeError("El campo 'estado' debe ser texto, no 'object'"));
    expect(() => normalizar({}, { nivel: 'pais' as never })).toThrow(RangeError);
    expect(() => normalizar({}, { edicion: 'ine' as never })).toThrow(TypeError);
    expect(ids(normalizar({ estado: 13 }, { edicion: ine }))).toEqual(['12', null, null]);
  });
});
