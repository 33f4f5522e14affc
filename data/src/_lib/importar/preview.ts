import type { PasoImportado } from '../../contracts.js';
import type { Tipo } from '../../types.js';
import type { Campo, Fila } from './columns.js';
import { differences, WRITTEN, writtenFields } from './fields.js';
import { estadoOfId, GeoIndex, parentKind, push, type GeoRecords, type Registro } from './geoIndex.js';
import { normalizarMatcher } from './normalizarMatcher.js';
import { describe, describeParent, idProblem, resolveRef, theKind, type Resuelto } from './refs.js';
import { nameKey } from './text.js';
import type { CambioPrevisto, Emparejador, Resumen, Vista } from './types.js';

/** Options of {@link previsualizar}. */
export interface PrevisualizarOptions {
  /** The kind of record the file holds. */
  tipo: Tipo;
  /** `cambios` (each row says crear, editar or borrar) or `lista` (every record of a place); by default `cambios` when a row has an `accion`. */
  modo?: 'cambios' | 'lista';
  /** For a list: delete the records of the places it covers that it no longer has. Never without this. */
  borrarFaltantes?: boolean;
  /** Conflicts accepted, by `clave` (or `todos`): a version conflict is applied over the record as it is now, a delete with children takes them. */
  aceptar?: Readonly<Record<string, boolean>> | 'todos';
  /** Doubts settled, by `clave`: the id of the record meant, or `nuevo` to create the row as a new record. */
  elegir?: Readonly<Record<string, string>>;
  /** How parents' names are matched (see {@link Emparejador}); by default as `normalizar` reads them, only sure matches taken. */
  emparejador?: Emparejador;
  /** The file's line of the first row (default 2: after the header), for `fila` and `clave`. */
  primeraFila?: number;
}

const ACTIONS: Record<string, 'crear' | 'editar' | 'borrar'> = { crear: 'crear', alta: 'crear', nuevo: 'crear', editar: 'editar', cambiar: 'editar', modificar: 'editar', borrar: 'borrar', eliminar: 'borrar', baja: 'borrar' };
const PARENT_FIELD = { municipio: 'estadoId', parroquia: 'municipioId' } as const;
const PARENT_COLUMN: Record<Tipo, Campo | undefined> = { estado: undefined, municipio: 'estado', parroquia: 'municipio' };

/**
 * The preview of an import: what each row of a file would change in `geo`, before anything is
 * written. See `@vegeo/data/importar` for the contract.
 */
export function previsualizar(filas: readonly Fila[], geo: GeoRecords, opciones: PrevisualizarOptions): Vista {
  const index = new GeoIndex(geo);
  const run = new Preview(index, opciones, opciones.emparejador ?? normalizarMatcher(geo, index));
  const modo = opciones.modo ?? (filas.some((fila) => fila.accion !== undefined) ? 'cambios' : 'lista');
  const cambios = modo === 'cambios' ? filas.map((fila, i) => run.change(fila, i)) : run.list(filas);
  for (const cambio of cambios) run.settle(cambio);
  return { tipo: opciones.tipo, modo, cambios, resumen: summary(cambios) };
}

class Preview {
  readonly tipo: Tipo;
  /** Names a create or rename of this file takes, by `padre|key`: the line that took it. */
  private readonly claimed = new Map<string, number>();

  private readonly exact: Emparejador;

  constructor(readonly index: GeoIndex, readonly options: PrevisualizarOptions, private readonly match: Emparejador) {
    this.tipo = options.tipo;
    this.exact = { buscar: (tipo, nombre, padre) => ({ ids: index.byName(tipo, nombre, padre), seguro: true }) };
  }

  blank(fila: number | null, clave: string, id: string | null): CambioPrevisto {
    const nombre = id ? describe(this.index, this.tipo, id) : '';
    return { clave, fila, accion: 'ninguna', tipo: this.tipo, id, nombre, campos: [], errores: [], conflicto: null, duda: null, aviso: null, aplicable: false, pasos: [] };
  }

  line = (i: number) => i + (this.options.primeraFila ?? 2);

  /** A row of a changes file. */
  change(fila: Fila, i: number): CambioPrevisto {
    const line = this.line(i);
    const cambio = this.blank(line, `f${line}`, null);
    const accion = fila.accion === undefined ? undefined : ACTIONS[fila.accion.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')];
    if (!accion) {
      cambio.errores.push({ campo: 'accion', mensaje: fila.accion === undefined ? 'Falta la acción: crear, editar o borrar' : `La acción debe ser crear, editar o borrar, no «${fila.accion}»` });
      return cambio;
    }
    cambio.accion = accion;
    if (accion === 'crear') {
      const padre = this.parent(fila, cambio, true);
      if (padre !== null) this.create(fila, cambio, padre ?? '');
      // Its parent unsettled, the new record is still named as the row names it.
      else cambio.nombre = fila.nombre ?? '';
      return cambio;
    }
    const padre = this.parent(fila, cambio, false);
    if (padre === null) return cambio;
    const found = this.target(fila, cambio, padre, false);
    if (found.kind !== 'one') {
      if (found.kind === 'none' && accion === 'borrar') Object.assign(cambio, { accion: 'ninguna', aviso: `${found.mensaje}: nada que borrar` });
      else if (found.kind === 'none') cambio.errores.push({ campo: fila.id ? 'id' : fila.codigo_ine ? 'codigo_ine' : 'nombre', mensaje: found.mensaje });
      return cambio;
    }
    const record = this.index.get(this.tipo, found.id)!;
    this.point(cambio, record);
    if (accion === 'editar') this.edit(fila, cambio, record, found.via);
    else this.remove(cambio, record, fila.version);
    return cambio;
  }

  /** The rows of a full list, then the records of its places it does not have. */
  list(filas: readonly Fila[]): CambioPrevisto[] {
    const cambios: CambioPrevisto[] = [];
    const matched = new Map<string, number>();
    const estados = new Set<string>();
    const unmatched: [Fila, CambioPrevisto, string | undefined][] = [];
    filas.forEach((fila, i) => {
      const line = this.line(i);
      const cambio = this.blank(line, `f${line}`, null);
      cambios.push(cambio);
      const padre = this.parent(fila, cambio, false);
      if (padre === null) return;
      if (padre) estados.add(estadoOfId(padre));
      const found = this.target(fila, cambio, padre, true);
      if (found.kind === 'none') return void unmatched.push([fila, cambio, padre]);
      if (found.kind !== 'one') return;
      const earlier = matched.get(found.id);
      if (earlier !== undefined) return void cambio.errores.push({ campo: 'fila', mensaje: `La fila ${earlier} ya es ${theKind(this.tipo)} ${describe(this.index, this.tipo, found.id)}` });
      matched.set(found.id, line);
      const record = this.index.get(this.tipo, found.id)!;
      estados.add(record.estadoId);
      this.point(cambio, record);
      if (padre !== undefined && padre !== record.padre) this.move(fila, cambio, record, padre, found.via);
      else this.edit(fila, cambio, record, found.via);
    });
    const inScope = (record: Registro) => this.tipo === 'estado' || estados.has(record.estadoId);
    const missing = new Map([...this.index.records[this.tipo].values()].filter((r) => inScope(r) && !matched.has(r.id)).map((r) => [r.id, r]));
    for (const [fila, cambio, padre] of unmatched) this.newOrRenamed(fila, cambio, padre, missing);
    for (const record of missing.values()) cambios.push(this.missing(record));
    return cambios;
  }

  /** A list's row no record matched: new, or a missing record of its place renamed (a doubt the person settles). */
  private newOrRenamed(fila: Fila, cambio: CambioPrevisto, padre: string | undefined, missing: Map<string, Registro>) {
    const near = padre === undefined ? [...missing.values()] : (this.missingUnder(missing).get(padre) ?? []).filter((r) => missing.has(r.id));
    const similar = fila.nombre ? near.filter((r) => alike(r.nombre, fila.nombre!)) : [];
    const choice = this.options.elegir?.[cambio.clave];
    const chosen = similar.find((r) => r.id === choice);
    if (chosen) {
      missing.delete(chosen.id);
      this.point(cambio, chosen);
      return this.edit(fila, cambio, chosen, 'id');
    }
    if (similar.length && choice !== 'nuevo') {
      cambio.duda = {
        mensaje: `«${fila.nombre}» no está en los datos y se parece a lo que la lista ya no tiene: ¿es ${similar.length > 1 ? 'uno de ellos' : 'el mismo'} con otro nombre, o uno nuevo?`,
        candidatos: similar.map((r) => ({ id: r.id, nombre: describe(this.index, this.tipo, r.id) })),
        nuevo: true,
      };
      return;
    }
    if (padre === undefined && this.tipo !== 'estado') {
      const column = PARENT_COLUMN[this.tipo]!;
      return void cambio.errores.push({ campo: column, mensaje: `Falta ${theKind(parentKind(this.tipo)!)} de un registro nuevo` });
    }
    this.create(fila, cambio, padre ?? '');
  }

  private byParent: Map<string, Registro[]> | undefined;

  /** The missing records by parent (as first asked: a record later matched stays listed, and is skipped by its caller). */
  private missingUnder(missing: Map<string, Registro>): Map<string, Registro[]> {
    if (!this.byParent) {
      this.byParent = new Map();
      for (const record of missing.values()) push(this.byParent, record.padre, record);
    }
    return this.byParent;
  }

  private missing(record: Registro): CambioPrevisto {
    const cambio = this.blank(null, `falta:${record.id}`, record.id);
    cambio.accion = 'borrar';
    cambio.campos = [{ campo: WRITTEN[this.tipo][0]![1], antes: record.nombre, despues: null }];
    if (!this.options.borrarFaltantes) {
      cambio.aviso = 'No está en la lista; se borra solo con «borrar lo que falta»';
      return cambio;
    }
    this.remove(cambio, record, undefined);
    return cambio;
  }

  private point(cambio: CambioPrevisto, record: Registro) {
    cambio.id = record.id;
    cambio.nombre = describe(this.index, this.tipo, record.id);
  }

  /**
   * The row's parent id: `''` for an estado, `undefined` when the row names none (an error when
   * `required`), `null` when it names one that does not resolve (the error or doubt is noted).
   */
  parent(fila: Fila, cambio: CambioPrevisto, required: boolean): string | undefined | null {
    if (this.tipo === 'estado') return '';
    let estadoId: string | undefined;
    if (fila.estado !== undefined) {
      const estado = this.settleRef(cambio, 'estado', resolveRef(this.index, this.match, 'estado', fila.estado));
      if (estado === null) return null;
      estadoId = estado;
      if (this.tipo === 'municipio') return estadoId;
    }
    if (this.tipo === 'parroquia' && fila.municipio !== undefined) {
      return this.settleRef(cambio, 'municipio', resolveRef(this.index, this.match, 'municipio', fila.municipio, estadoId));
    }
    if (required) {
      const kind = parentKind(this.tipo)!;
      cambio.errores.push({ campo: PARENT_COLUMN[this.tipo]!, mensaje: `Falta ${theKind(kind)} (su nombre, id o código INE)` });
      return null;
    }
    return undefined;
  }

  /** A resolved reference as an id, or `null` with its error under `campo` or its doubt (settled by `elegir`). */
  private settleRef(cambio: CambioPrevisto, campo: Campo, found: Resuelto): string | null {
    if (found.kind === 'one') return found.id;
    if (found.kind === 'doubt') {
      const choice = this.options.elegir?.[cambio.clave];
      if (choice && found.ids.includes(choice)) return choice;
      const tipo = campo === 'estado' ? 'estado' : campo === 'municipio' && this.tipo === 'parroquia' ? 'municipio' : this.tipo;
      cambio.duda = { mensaje: found.mensaje, candidatos: found.ids.map((id) => ({ id, nombre: describe(this.index, tipo, id) })), nuevo: false };
      return null;
    }
    cambio.errores.push({ campo, mensaje: found.mensaje });
    return null;
  }

  /** The record a row is about: by id, else INE code, else name under its parent (a list falls back to the name when the code is new). */
  target(fila: Fila, cambio: CambioPrevisto, padre: string | undefined, list: boolean): Resuelto {
    if (fila.id !== undefined) {
      const problem = idProblem(this.tipo, fila.id);
      if (problem) return { kind: 'error', mensaje: this.note(cambio, 'id', problem) };
      return this.index.get(this.tipo, fila.id) ? { kind: 'one', id: fila.id, via: 'id' } : this.none(cambio, 'id', `No existe ${theKind(this.tipo)} ${fila.id}`, list);
    }
    if (fila.codigo_ine !== undefined) {
      const ids = this.index.byCode(this.tipo, fila.codigo_ine);
      if (ids.length === 1) return { kind: 'one', id: ids[0]!, via: 'codigo' };
      if (ids.length > 1) return this.doubt(cambio, ids, `El código INE ${fila.codigo_ine} es de ${ids.length} registros: elija cuál`);
      // A code no record has, beside a name: the record of that name is given a new code.
      if (fila.nombre === undefined) return { kind: 'none', mensaje: `No existe ${theKind(this.tipo)} de código INE ${fila.codigo_ine}` };
    }
    if (fila.nombre === undefined) return { kind: 'error', mensaje: this.note(cambio, 'fila', 'La fila no dice qué registro es: falta el id, el código INE o el nombre') };
    // A record's own name is matched as written (folded): one spelt otherwise is a rename, which a
    // list's missing records are checked for (`newOrRenamed`), not a match to guess.
    const found = resolveRef(this.index, this.exact, this.tipo, fila.nombre, padre || undefined);
    if (found.kind === 'doubt') return this.doubt(cambio, found.ids, found.mensaje);
    if (found.kind === 'error') return { kind: 'error', mensaje: this.note(cambio, 'nombre', found.mensaje) };
    return found;
  }

  private none(cambio: CambioPrevisto, campo: Campo, mensaje: string, list: boolean): Resuelto {
    // A list's id that names nothing is an error: a new record has no id yet.
    if (list) return { kind: 'error', mensaje: this.note(cambio, campo, mensaje) };
    return { kind: 'none', mensaje };
  }

  private note(cambio: CambioPrevisto, campo: Campo | 'fila', mensaje: string): string {
    cambio.errores.push({ campo, mensaje });
    return mensaje;
  }

  private doubt(cambio: CambioPrevisto, ids: string[], mensaje: string): Resuelto {
    const choice = this.options.elegir?.[cambio.clave];
    if (choice && ids.includes(choice)) return { kind: 'one', id: choice, via: 'id' };
    cambio.duda = { mensaje, candidatos: ids.map((id) => ({ id, nombre: describe(this.index, this.tipo, id) })), nuevo: false };
    return { kind: 'doubt', ids, mensaje };
  }

  /** A new record under `padre`, unless one of its name there already has its fields (then it is done). */
  create(fila: Fila, cambio: CambioPrevisto, padre: string) {
    cambio.accion = 'crear';
    const { values, problems } = writtenFields(this.tipo, fila);
    for (const problem of problems) cambio.errores.push(problem);
    const nameField = WRITTEN[this.tipo][0]![1];
    const required: [Campo, string][] = this.tipo === 'parroquia' ? [['nombre', 'el nombre']] : this.tipo === 'municipio' ? [['nombre', 'el nombre'], ['capital', 'la capital']] : [['nombre', 'el nombre'], ['capital', 'la capital'], ['iso_31662', 'el código ISO']];
    for (const [campo, what] of required) {
      if (fila[campo] === undefined) cambio.errores.push({ campo, mensaje: `Falta ${what} del registro nuevo` });
    }
    const name = values[nameField];
    cambio.nombre = name ? (padre ? `${name} (${describe(this.index, parentKind(this.tipo)!, padre)})` : name) : '';
    cambio.campos = differences(undefined, values);
    if (!name) return;
    const same = this.index.byName(this.tipo, name, padre).map((id) => this.index.get(this.tipo, id)!);
    const done = same.find((record) => Object.entries(values).every(([field, value]) => record.campos[field] === value));
    if (done) {
      this.point(cambio, done);
      cambio.accion = 'ninguna';
      cambio.campos = [];
      cambio.aviso = `Ya existe igual (id ${done.id}): nada que hacer`;
      return;
    }
    if (!this.claim(cambio, padre, name, same[0]?.id)) return;
    if (this.tipo === 'estado' && values['iso_31662']) {
      const owner = [...this.index.records.estado.values()].find((e) => e.campos['iso_31662'] === values['iso_31662']);
      if (owner) cambio.errores.push({ campo: 'iso_31662', mensaje: `El código ${values['iso_31662']} ya es del estado ${owner.nombre} (id ${owner.id})` });
    }
    const datos = this.tipo === 'estado' ? values : { ...values, [PARENT_FIELD[this.tipo]]: padre };
    cambio.pasos = [{ accion: 'crear', tipo: this.tipo, datos } as unknown as PasoImportado];
  }

  /**
   * Takes `name` under `padre` for this row: refused (an error under `nombre`, and a conflict)
   * when a record other than `self` has it or an earlier row of the file took it.
   */
  private claim(cambio: CambioPrevisto, padre: string, name: string, taken: string | undefined, self?: string): boolean {
    if (taken !== undefined && taken !== self) {
      const where = padre ? ` en ${describeParent(this.index, padre)}` : '';
      const owner = this.index.get(this.tipo, taken)!;
      const mensaje = `Ya existe ${theKind(this.tipo)} «${owner.nombre}»${where} (id ${taken})`;
      cambio.errores.push({ campo: 'nombre', mensaje });
      cambio.conflicto = { motivo: 'nombre', mensaje };
      return false;
    }
    const key = `${padre}|${nameKey(name)}`;
    const earlier = this.claimed.get(key);
    if (earlier !== undefined) {
      cambio.errores.push({ campo: 'nombre', mensaje: `La fila ${earlier} ya da este nombre${padre ? ` en ${describeParent(this.index, padre)}` : ''}` });
      return false;
    }
    this.claimed.set(key, cambio.fila ?? 0);
    return true;
  }

  /** The fields the row changes; a rename keeps names apart among its siblings. */
  edit(fila: Fila, cambio: CambioPrevisto, record: Registro, via: 'id' | 'codigo' | 'nombre') {
    const skip: Campo[] = via === 'nombre' ? ['nombre'] : via === 'codigo' ? ['codigo_ine'] : [];
    const { values, problems } = writtenFields(this.tipo, fila, skip);
    for (const problem of problems) cambio.errores.push(problem);
    cambio.campos = differences(record, values);
    if (cambio.campos.length === 0) {
      if (cambio.accion === 'editar') cambio.accion = 'ninguna';
      if (problems.length === 0) cambio.aviso = Object.keys(values).length ? 'Ya tiene esos datos: nada que hacer' : 'La fila no cambia nada';
      return;
    }
    cambio.accion = 'editar';
    const nameField = WRITTEN[this.tipo][0]![1];
    const rename = values[nameField] !== undefined && values[nameField] !== record.nombre ? values[nameField] : undefined;
    if (rename !== undefined && !this.claim(cambio, record.padre, rename, this.index.byName(this.tipo, rename, record.padre).find((id) => id !== record.id), record.id)) return;
    const version = this.version(fila, cambio, record);
    if (version === null) return;
    const datos = Object.fromEntries(cambio.campos.map(({ campo, despues }) => [campo, despues]));
    cambio.pasos = [{ accion: 'editar', tipo: this.tipo, id: record.id, version, datos } as unknown as PasoImportado];
  }

  /** A list's record under another parent: created there with its fields (and the row's), deleted here. */
  move(fila: Fila, cambio: CambioPrevisto, record: Registro, padre: string, via: 'id' | 'codigo' | 'nombre') {
    cambio.accion = 'mover';
    const parentField = PARENT_FIELD[this.tipo as 'municipio' | 'parroquia'];
    const { values, problems } = writtenFields(this.tipo, fila, via === 'codigo' ? ['codigo_ine'] : []);
    for (const problem of problems) cambio.errores.push(problem);
    const kept = Object.fromEntries(WRITTEN[this.tipo].map(([, field]) => [field, record.campos[field]]).filter(([, value]) => value !== undefined));
    const after = { ...kept, ...values };
    cambio.campos = [{ campo: parentField, antes: record.padre, despues: padre }, ...differences(record, values)];
    const children = this.index.childrenOf(record.id);
    if (children.parroquias > 0) {
      cambio.errores.push({ campo: PARENT_COLUMN[this.tipo]!, mensaje: `${theKind(this.tipo)} tiene ${children.parroquias} parroquias: no se puede mover con una importación` });
      return;
    }
    const name = after[WRITTEN[this.tipo][0]![1]]!;
    if (!this.claim(cambio, padre, name, this.index.byName(this.tipo, name, padre)[0])) return;
    const version = this.version(fila, cambio, record);
    if (version === null) return;
    cambio.pasos = [
      { accion: 'crear', tipo: this.tipo, datos: { ...after, [parentField]: padre } } as unknown as PasoImportado,
      { accion: 'borrar', tipo: this.tipo, id: record.id, version },
    ];
  }

  /** A delete: its children go only when the person accepts the conflict. */
  remove(cambio: CambioPrevisto, record: Registro, fileVersion: string | undefined) {
    cambio.accion = 'borrar';
    cambio.campos = [{ campo: WRITTEN[this.tipo][0]![1], antes: record.nombre, despues: null }];
    const version = this.version({ version: fileVersion }, cambio, record);
    if (version === null) return;
    const { municipios, parroquias } = this.index.childrenOf(record.id);
    const cascada = municipios + parroquias > 0;
    if (cascada && !cambio.conflicto) {
      const parts = [municipios ? `${municipios} municipios` : '', parroquias ? `${parroquias} parroquias` : ''].filter(Boolean).join(' y ');
      cambio.conflicto = { motivo: 'hijos', mensaje: `Tiene ${parts}: se borrarían con ${this.tipo === 'parroquia' ? 'ella' : 'él'}` };
    }
    cambio.pasos = [{ accion: 'borrar', tipo: this.tipo, id: record.id, version, ...(cascada ? { cascada: true } : {}) }];
  }

  /** The version to send: the record's own; a file's other version is a conflict. `null` when the column is not a version. */
  private version(fila: Fila, cambio: CambioPrevisto, record: Registro): number | null {
    if (fila.version === undefined) return record.version;
    if (!/^\d+$/.test(fila.version)) {
      cambio.errores.push({ campo: 'version', mensaje: `La versión debe ser un número entero, no «${fila.version}»` });
      return null;
    }
    const read = Number(fila.version);
    if (read !== record.version) {
      cambio.conflicto = { motivo: 'version', mensaje: `Cambió desde que se hizo el archivo (versión ${record.version}; el archivo leyó la ${read}): aplicarlo deshace ese cambio` };
    }
    return record.version;
  }

  /** Whether the change can be sent as the choices stand; its steps are dropped when not. */
  settle(cambio: CambioPrevisto) {
    const accepted = !cambio.conflicto || (cambio.conflicto.motivo !== 'nombre' && accepts(this.options.aceptar, cambio.clave));
    cambio.aplicable = cambio.errores.length === 0 && !cambio.duda && accepted && cambio.pasos.length > 0;
    if (!cambio.aplicable) cambio.pasos = [];
  }
}

const accepts = (aceptar: PrevisualizarOptions['aceptar'], clave: string) => aceptar === 'todos' || aceptar?.[clave] === true;

/** Two names close enough that one may be the other renamed: one inside the other, or a few letters apart. */
function alike(a: string, b: string): boolean {
  const [x, y] = [nameKey(a), nameKey(b)];
  if (x.length >= 4 && y.length >= 4 && (x.includes(y) || y.includes(x))) return true;
  const limit = Math.max(2, Math.floor(Math.min(x.length, y.length) / 5));
  return Math.abs(x.length - y.length) <= limit && distance(x, y, limit) <= limit;
}

/** Levenshtein distance, giving up (limit + 1) once every path passes `limit`. */
function distance(a: string, b: string, limit: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

function summary(cambios: CambioPrevisto[]): Resumen {
  const resumen: Resumen = { crear: 0, editar: 0, borrar: 0, mover: 0, ninguna: 0, errores: 0, conflictos: 0, dudas: 0, aplicables: 0 };
  for (const cambio of cambios) {
    resumen[cambio.accion] += 1;
    if (cambio.errores.length) resumen.errores += 1;
    if (cambio.conflicto) resumen.conflictos += 1;
    if (cambio.duda) resumen.dudas += 1;
    if (cambio.aplicable) resumen.aplicables += 1;
  }
  return resumen;
}
