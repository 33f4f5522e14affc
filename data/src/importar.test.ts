import { describe, expect, it } from 'vitest';
import type { ImportarRegistrosRequest, ImportarRegistrosResponse } from './contracts.js';
import { toFlat, type GeoTree } from './flat.js';
import { ine } from './ine.js';
import { aplicarImportacion, filasDe, idDeImportacion, previsualizar, reconocerColumnas, type Fila } from './importar.js';

// The `ine` edition, flat as /geo holds it: Zulia is 23, Maracaibo 2314 (INE 2313), its parroquias 2314PP (INE 2313PP).
const geo = (): GeoTree => structuredClone(toFlat(ine));
const zulia = (tree: GeoTree) => Object.entries(tree.parroquias).filter(([, p]) => p.estadoId === '23');

/** INE's list of Zulia's parroquias, as its columns read: Maracaibo's first (231401, 231402, …). */
function zuliaList(tree: GeoTree): Fila[] {
  const sorted = zulia(tree).sort(([a], [b]) => Number(!a.startsWith('2314')) - Number(!b.startsWith('2314')) || a.localeCompare(b));
  return sorted.map(([, p]) => ({ codigo_ine: p.codigo_ine!, nombre: p.parroquia, municipio: tree.municipios[p.municipioId]!.municipio, estado: 'Zulia' }));
}

describe('reconocerColumnas', () => {
  it('reads the columns by their headers, the kind’s own name column as its name, and a person’s choice over a header', () => {
    expect(reconocerColumnas(['Código', 'Parroquia', 'Municipio', 'Estado', 'Notas'], 'parroquia')).toEqual({
      columnas: { codigo_ine: 0, nombre: 1, municipio: 2, estado: 3 },
      ignoradas: ['Notas'],
    });
    expect(reconocerColumnas(['ACCIÓN', 'ID', 'MUNICIPIO', 'CAPITAL', 'ESTADO'], 'municipio').columnas).toEqual({ accion: 0, id: 1, nombre: 2, capital: 3, estado: 4 });
    expect(reconocerColumnas(['x', 'y'], 'parroquia', { nombre: 1 }).columnas).toEqual({ nombre: 1 });
    expect(filasDe([[' 231301 ', 'Antonio Borjas Romero', '']], { codigo_ine: 0, nombre: 1, municipio: 2 })).toEqual([{ codigo_ine: '231301', nombre: 'Antonio Borjas Romero' }]);
  });
});

describe('previsualizar a changes file', () => {
  const preview = (rows: Fila[], options = {}) => previsualizar(rows, geo(), { tipo: 'parroquia', ...options });

  it('shows a create, an edit and a delete with the record they touch and the fields before and after', () => {
    const vista = preview([
      { accion: 'crear', nombre: 'La Nueva', municipio: 'Maracaibo', estado: 'Zulia' },
      { accion: 'editar', id: '231401', nombre: 'Antonio Borjas' },
      { accion: 'Borrar', codigo_ine: '231302' },
    ]);
    expect(vista.modo).toBe('cambios');
    const [crear, editar, borrar] = vista.cambios;
    expect(crear).toMatchObject({ clave: 'f2', fila: 2, accion: 'crear', id: null, nombre: 'La Nueva (Maracaibo (Zulia))', aplicable: true, errores: [] });
    expect(crear!.pasos).toEqual([{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'La Nueva', municipioId: '2314' } }]);
    expect(editar).toMatchObject({ accion: 'editar', id: '231401', nombre: 'Antonio Borjas Romero (Maracaibo, Zulia)', campos: [{ campo: 'parroquia', antes: 'Antonio Borjas Romero', despues: 'Antonio Borjas' }] });
    expect(editar!.pasos).toEqual([{ accion: 'editar', tipo: 'parroquia', id: '231401', version: 0, datos: { parroquia: 'Antonio Borjas' } }]);
    expect(borrar).toMatchObject({ accion: 'borrar', id: '231402', aplicable: true, pasos: [{ accion: 'borrar', tipo: 'parroquia', id: '231402', version: 0 }] });
    expect(vista.resumen).toMatchObject({ crear: 1, editar: 1, borrar: 1, errores: 0, aplicables: 3 });
  });

  it('reaches records whose ids were issued past 99 under their parent, by id and as a parent', () => {
    const tree = geo();
    tree.municipios['230003100'] = { ...tree.municipios['2314']!, municipio: 'El Centésimo' };
    tree.parroquias['23140003100'] = { ...tree.parroquias['231401']!, parroquia: 'La Centésima' };
    const vista = previsualizar(
      [
        { accion: 'editar', id: '23140003100', nombre: 'La Cien' },
        { accion: 'crear', nombre: 'Bajo el centésimo', municipio: 'id:230003100', estado: 'Zulia' },
      ],
      tree,
      { tipo: 'parroquia' },
    );
    const [editar, crear] = vista.cambios;
    expect(editar).toMatchObject({ accion: 'editar', id: '23140003100', errores: [], campos: [{ campo: 'parroquia', antes: 'La Centésima', despues: 'La Cien' }] });
    expect(crear).toMatchObject({ errores: [], pasos: [{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'Bajo el centésimo', municipioId: '230003100' } }] });
  });

  it('puts each error under its field, in Spanish, and sends nothing for that row', () => {
    const vista = preview([
      { accion: 'editar', id: '2314', nombre: 'X' },
      { accion: 'crear', nombre: 'Otra', municipio: 'Nomeexiste', estado: 'Zulia' },
      { accion: 'crear', nombre: 'Santa R\u043esa', municipio: 'Maracaibo', estado: 'Zulia' },
      { accion: 'crear', nombre: 'BOLIVAR', municipio: 'Maracaibo', estado: 'Zulia' },
      { accion: 'mudar', id: '231401' },
      { accion: 'crear', municipio: 'id:2314' },
    ]);
    const errors = vista.cambios.map((c) => [c.errores, c.aplicable, c.pasos]);
    expect(errors[0]).toEqual([[{ campo: 'id', mensaje: 'El id 2314 es de un municipio, no de una parroquia' }], false, []]);
    expect(errors[1]).toEqual([[{ campo: 'municipio', mensaje: 'No existe el municipio «Nomeexiste» en el estado Zulia' }], false, []]);
    expect(errors[2]![0]).toEqual([{ campo: 'nombre', mensaje: "El nombre «Santa R\u043esa» mezcla escrituras: 'о' (U+043E, cirílico) no es del alfabeto latino" }]);
    expect(errors[3]![0]).toEqual([{ campo: 'nombre', mensaje: 'Ya existe la parroquia «Bolívar» en el municipio Maracaibo (Zulia) (id 231402)' }]);
    expect(vista.cambios[3]!.conflicto).toMatchObject({ motivo: 'nombre' });
    expect(errors[4]![0]).toEqual([{ campo: 'accion', mensaje: 'La acción debe ser crear, editar o borrar, no «mudar»' }]);
    expect(errors[5]![0]).toEqual([{ campo: 'nombre', mensaje: 'Falta el nombre del registro nuevo' }]);
    expect(vista.resumen).toMatchObject({ errores: 6, aplicables: 0 });
  });

  it('refuses a name twice in one file, and an estado’s ISO code already taken', () => {
    const twice = preview([
      { accion: 'crear', nombre: 'La Nueva', municipio: 'id:2314' },
      { accion: 'crear', nombre: 'la nueva', municipio: 'id:2314' },
    ]);
    expect(twice.cambios[1]!.errores).toEqual([{ campo: 'nombre', mensaje: 'La fila 2 ya da este nombre en el municipio Maracaibo (Zulia)' }]);
    const estado = previsualizar([{ accion: 'crear', nombre: 'Nuevo', capital: 'Villa', iso_31662: 've-v' }], geo(), { tipo: 'estado' });
    expect(estado.cambios[0]!.errores).toEqual([{ campo: 'iso_31662', mensaje: 'El código VE-V ya es del estado Zulia (id 23)' }]);
  });

  it('flags a record changed since the file was made, and applies it over the change only when accepted', () => {
    const tree = geo();
    tree.parroquias['231401']!.version = 7;
    const rows = [{ accion: 'editar', id: '231401', nombre: 'Antonio Borjas', version: '3' }];
    const flagged = previsualizar(rows, tree, { tipo: 'parroquia' }).cambios[0]!;
    expect(flagged.conflicto).toEqual({ motivo: 'version', mensaje: 'Cambió desde que se hizo el archivo (versión 7; el archivo leyó la 3): aplicarlo deshace ese cambio' });
    expect([flagged.aplicable, flagged.pasos]).toEqual([false, []]);
    const accepted = previsualizar(rows, tree, { tipo: 'parroquia', aceptar: { f2: true } }).cambios[0]!;
    expect(accepted.aplicable).toBe(true);
    expect(accepted.pasos[0]).toMatchObject({ accion: 'editar', id: '231401', version: 7 });
  });

  it('flags a delete of a record with children, and takes them only when accepted', () => {
    const rows = [{ accion: 'borrar', nombre: 'Maracaibo', estado: 'Zulia' }];
    const flagged = previsualizar(rows, geo(), { tipo: 'municipio' }).cambios[0]!;
    expect(flagged).toMatchObject({ id: '2314', conflicto: { motivo: 'hijos', mensaje: 'Tiene 18 parroquias: se borrarían con él' }, aplicable: false });
    const accepted = previsualizar(rows, geo(), { tipo: 'municipio', aceptar: { f2: true } }).cambios[0]!;
    expect(accepted.pasos).toEqual([{ accion: 'borrar', tipo: 'municipio', id: '2314', version: 0, cascada: true }]);
  });

  it('shows a match that is not sure as a doubt with its candidates, never applied until one is picked', () => {
    const rows = [{ accion: 'crear', nombre: 'La Nueva', municipio: 'Sucre' }];
    const doubt = preview(rows).cambios[0]!;
    expect(doubt.duda?.mensaje).toBe('Hay 11 con el nombre «Sucre»: elija cuál');
    expect(doubt.duda?.candidatos).toContainEqual({ id: '1419', nombre: 'Sucre (Miranda)' });
    expect([doubt.aplicable, doubt.pasos]).toEqual([false, []]);
    const picked = preview(rows, { elegir: { f2: '1419' } }).cambios[0]!;
    expect(picked.pasos).toEqual([{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'La Nueva', municipioId: '1419' } }]);
    // Read as normalizar reads it: a prefix is sure, a typo is a doubt.
    expect(preview([{ accion: 'crear', nombre: 'La Nueva', municipio: 'Mcpio. Maracaibo', estado: 'Edo. Zulia' }]).cambios[0]!.pasos).toEqual([{ accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'La Nueva', municipioId: '2314' } }]);
    const typo = preview([{ accion: 'crear', nombre: 'La Nueva', municipio: 'Maracaybo', estado: 'Zulia' }]).cambios[0]!;
    expect(typo).toMatchObject({ accion: 'crear', aplicable: false, duda: { mensaje: '«Maracaybo» no es seguro («maracaybo» leído como Maracaibo): elija cuál', candidatos: [{ id: '2314', nombre: 'Maracaibo (Zulia)' }] } });
    // A number that is one record's id and another's INE code is a doubt too.
    expect(preview([{ accion: 'crear', nombre: 'X', municipio: '2313' }]).cambios[0]!.duda?.candidatos.map((c) => c.id)).toEqual(['2313', '2314']);
  });

  it('says what is already in effect, so a file applied again changes nothing', () => {
    const vista = preview([
      { accion: 'crear', nombre: 'Bolívar', municipio: 'Maracaibo', estado: 'Zulia', codigo_ine: '231302' },
      { accion: 'editar', id: '231401', nombre: 'Antonio Borjas Romero' },
      { accion: 'borrar', id: '231499' },
    ]);
    expect(vista.cambios.map((c) => [c.accion, c.aviso, c.aplicable])).toEqual([
      ['ninguna', 'Ya existe igual (id 231402): nada que hacer', false],
      ['ninguna', 'Ya tiene esos datos: nada que hacer', false],
      ['ninguna', 'No existe la parroquia 231499: nada que borrar', false],
    ]);
  });
});

describe('previsualizar a full list', () => {
  it('works out the new, the renamed and the missing, and deletes nothing unless told to', () => {
    const tree = geo();
    const rows = zuliaList(tree);
    const missing = rows.splice(5, 1)[0]!;
    rows[0] = { ...rows[0]!, nombre: 'Antonio Borjas' };
    rows.push({ nombre: 'La Nueva', municipio: 'Maracaibo', estado: 'Zulia', codigo_ine: '231399' });
    const vista = previsualizar(rows, tree, { tipo: 'parroquia' });
    expect(vista.modo).toBe('lista');
    const changed = vista.cambios.filter((c) => c.accion !== 'ninguna');
    expect(changed.map((c) => [c.accion, c.id, c.aplicable])).toEqual([
      ['editar', '231401', true],
      ['crear', null, true],
      ['borrar', zulia(tree).find(([, p]) => p.codigo_ine === missing.codigo_ine)![0], false],
    ]);
    expect(changed[2]!.aviso).toBe('No está en la lista; se borra solo con «borrar lo que falta»');
    expect(vista.resumen).toMatchObject({ editar: 1, crear: 1, borrar: 1, ninguna: rows.length - 2, aplicables: 2 });
    const deleting = previsualizar(rows, tree, { tipo: 'parroquia', borrarFaltantes: true });
    expect(deleting.cambios.at(-1)).toMatchObject({ accion: 'borrar', aplicable: true, clave: `falta:${changed[2]!.id}` });
  });

  it('works out a record moved to another municipio and a code that changed', () => {
    const tree = geo();
    const rows = zuliaList(tree);
    rows[0] = { ...rows[0]!, municipio: 'San Francisco' };
    rows[1] = { ...rows[1]!, codigo_ine: '231398' };
    const [moved, recoded] = previsualizar(rows, tree, { tipo: 'parroquia' }).cambios;
    const sanFrancisco = Object.entries(tree.municipios).find(([, m]) => m.estadoId === '23' && m.municipio === 'San Francisco')![0];
    expect(moved).toMatchObject({ accion: 'mover', id: '231401', campos: [{ campo: 'municipioId', antes: '2314', despues: sanFrancisco }] });
    expect(moved!.pasos).toEqual([
      { accion: 'crear', tipo: 'parroquia', datos: { parroquia: 'Antonio Borjas Romero', codigo_ine: '231301', municipioId: sanFrancisco } },
      { accion: 'borrar', tipo: 'parroquia', id: '231401', version: 0 },
    ]);
    expect(recoded).toMatchObject({ accion: 'editar', id: '231402', campos: [{ campo: 'codigo_ine', antes: '231302', despues: '231398' }] });
  });

  it('asks whether a new name is a missing record renamed', () => {
    const tree = geo();
    const rows = zuliaList(tree).map(({ codigo_ine: _code, ...row }) => row);
    rows[1] = { ...rows[1]!, nombre: 'Bolivar Libertador' };
    const doubt = previsualizar(rows, tree, { tipo: 'parroquia' }).cambios[1]!;
    expect(doubt.duda).toMatchObject({ candidatos: [{ id: '231402', nombre: 'Bolívar (Maracaibo, Zulia)' }], nuevo: true });
    const renamed = previsualizar(rows, tree, { tipo: 'parroquia', elegir: { f3: '231402' } });
    expect(renamed.cambios[1]).toMatchObject({ accion: 'editar', id: '231402', aplicable: true });
    expect(renamed.cambios.some((c) => c.accion === 'borrar')).toBe(false);
    const created = previsualizar(rows, tree, { tipo: 'parroquia', elegir: { f3: 'nuevo' } });
    expect(created.cambios[1]!.accion).toBe('crear');
  });
});

describe('aplicarImportacion', () => {
  it('sends batches one after the other, and stops at a refusal listing what landed and what did not', async () => {
    const rows: Fila[] = Array.from({ length: 250 }, (_, i) => ({ accion: 'crear', nombre: `Nueva ${i}`, municipio: 'id:2314' }));
    const vista = previsualizar(rows, geo(), { tipo: 'parroquia' });
    const calls: ImportarRegistrosRequest[] = [];
    let inFlight = 0;
    const llamar = async (request: ImportarRegistrosRequest): Promise<ImportarRegistrosResponse> => {
      calls.push(request);
      expect(++inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      const refused = calls.length === 2 ? 30 : -1;
      const cambios = refused >= 0 ? request.cambios.slice(0, refused) : request.cambios;
      return {
        clave: `k${calls.length}`,
        version: calls.length,
        hechos: cambios.map((c, i) => ({ clave: c.clave, estado: i === 0 && calls.length === 1 ? 'ya' : 'aplicado', ids: [`id${c.clave}`] })),
        rechazo: refused >= 0 ? { clave: request.cambios[refused]!.clave, codigo: 'already-exists', mensaje: 'Ya existe' } : null,
      };
    };
    const progress: number[] = [];
    const informe = await aplicarImportacion(vista, { llamar, importacion: 'abc12345', nota: 'Gaceta 1', alAvanzar: (done) => progress.push(done) });
    expect(calls.map((c) => c.cambios.length)).toEqual([100, 100]);
    expect(calls[0]).toMatchObject({ importacion: 'abc12345', nota: 'Gaceta 1' });
    expect(progress).toEqual([100, 130]);
    expect(informe.lotes).toEqual(['k1', 'k2']);
    expect(informe.detenido).toBe('Rechazado en la fila 132: Ya existe');
    const count = (resultado: string) => informe.filas.filter((f) => f.resultado === resultado).length;
    expect([count('ya aplicado'), count('aplicado'), count('rechazado'), count('no enviado')]).toEqual([1, 129, 1, 119]);
    expect(informe.filas[0]).toMatchObject({ fila: 2, resultado: 'ya aplicado', ids: ['idf2'] });
  });

  it('stops on a failed call, and leaves out what was not selected', async () => {
    const vista = previsualizar([{ accion: 'editar', id: '231401', nombre: 'A' }, { accion: 'editar', id: '231402', nombre: 'B' }], geo(), { tipo: 'parroquia' });
    const informe = await aplicarImportacion(vista, {
      llamar: () => Promise.reject(new Error('Permiso denegado')),
      importacion: 'abc12345',
      nota: 'n',
      seleccion: new Set(['f3']),
    });
    expect(informe.filas.map((f) => [f.resultado, f.motivo])).toEqual([['omitido', 'No seleccionado'], ['no enviado', 'La importación se detuvo antes']]);
    expect(informe.detenido).toBe('Permiso denegado');
  });
});

describe('idDeImportacion', () => {
  it('is the same for the same file and choices, another for another', async () => {
    const id = await idDeImportacion('a,b\n1,2\n', ['parroquia', 'lista']);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(await idDeImportacion('a,b\n1,2\n', ['parroquia', 'lista'])).toBe(id);
    expect(await idDeImportacion('a,b\n1,3\n', ['parroquia', 'lista'])).not.toBe(id);
    expect(await idDeImportacion('a,b\n1,2\n', ['parroquia', 'lista', 'borrar'])).not.toBe(id);
  });
});
