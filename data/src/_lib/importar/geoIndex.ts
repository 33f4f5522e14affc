import { entriesOf, versionOf, type StoredGeo } from '../../flat.js';
import { ID_DEPTH } from '../../kinds.js';
import type { Tipo } from '../../types.js';
import { idDepth, parentIdOf } from '../ids.js';
import { nameKey } from './text.js';

/** `/geo`'s records as the admin app holds them or the CLI reads them (versions included). */
export type GeoRecords = Pick<StoredGeo, 'estados' | 'municipios' | 'parroquias'>;

/** A record as the import reads it: its fields as texts, its parent and version. */
export interface Registro {
  tipo: Tipo;
  id: string;
  /** The parent's id: `''` for an estado. */
  padre: string;
  estadoId: string;
  nombre: string;
  version: number;
  campos: Record<string, string>;
}

const PARENT: Record<Tipo, Tipo | undefined> = { estado: undefined, municipio: 'estado', parroquia: 'municipio' };
/** How many digits each kind's INE code has. */
export const ID_LENGTH: Record<Tipo, number> = { estado: 2, municipio: 4, parroquia: 6 };
export const KIND_OF_LENGTH: Record<number, Tipo> = { 2: 'estado', 4: 'municipio', 6: 'parroquia' };
const KIND_OF_DEPTH = new Map(Object.entries(ID_DEPTH).map(([tipo, depth]) => [depth as number, tipo as Tipo]));

/** The kind of record `id` is the id of, read by its segments (ids past 99 are longer); `undefined` for no id. */
export const kindOfId = (id: string): Tipo | undefined => KIND_OF_DEPTH.get(idDepth(id) ?? 0);

/** The estado's id within a record's `id`: its first segment. */
export function estadoOfId(id: string): string {
  let estado = id;
  for (let depth = idDepth(id) ?? 1; depth > 1; depth--) estado = parentIdOf(estado) ?? estado;
  return estado;
}
export const parentKind = (tipo: Tipo): Tipo | undefined => PARENT[tipo];

/**
 * `/geo` indexed for matching rows: records by id, INE code and name under their parent (the
 * name folded as the callables fold it, `nameKey`), and how many children each has. Built once
 * per preview: every lookup is then a map read.
 */
export class GeoIndex {
  readonly records: Record<Tipo, Map<string, Registro>> = { estado: new Map(), municipio: new Map(), parroquia: new Map() };
  private readonly codes: Record<Tipo, Map<string, string[]>> = { estado: new Map(), municipio: new Map(), parroquia: new Map() };
  private readonly names: Record<Tipo, Map<string, string[]>> = { estado: new Map(), municipio: new Map(), parroquia: new Map() };
  private readonly children = new Map<string, { municipios: number; parroquias: number }>();

  constructor(geo: GeoRecords) {
    for (const [id, e] of entriesOf(geo.estados)) this.add('estado', id, '', id, e.estado, e);
    for (const [id, m] of entriesOf(geo.municipios)) {
      this.add('municipio', id, m.estadoId, m.estadoId, m.municipio, m);
      this.count(m.estadoId, 'municipios');
    }
    for (const [id, p] of entriesOf(geo.parroquias)) {
      this.add('parroquia', id, p.municipioId, p.estadoId, p.parroquia, p);
      this.count(p.municipioId, 'parroquias');
      this.count(p.estadoId, 'parroquias');
    }
  }

  private add(tipo: Tipo, id: string, padre: string, estadoId: string, nombre: string, record: object) {
    const campos: Record<string, string> = {};
    for (const [key, value] of Object.entries(record)) if (typeof value === 'string') campos[key] = value;
    this.records[tipo].set(id, { tipo, id, padre, estadoId, nombre, version: versionOf(record), campos });
    if (campos['codigo_ine']) push(this.codes[tipo], campos['codigo_ine'], id);
    push(this.names[tipo], `${padre}|${nameKey(nombre)}`, id);
    push(this.names[tipo], `*|${nameKey(nombre)}`, id);
  }

  private count(parent: string, what: 'municipios' | 'parroquias') {
    const counts = this.children.get(parent) ?? { municipios: 0, parroquias: 0 };
    counts[what] += 1;
    this.children.set(parent, counts);
  }

  get(tipo: Tipo, id: string): Registro | undefined {
    return this.records[tipo].get(id);
  }

  /** Records of `tipo` with this INE code. */
  byCode(tipo: Tipo, code: string): string[] {
    return this.codes[tipo].get(code) ?? [];
  }

  /** Records of `tipo` of this name (folded) under `padre`, or anywhere when `padre` is undefined. */
  byName(tipo: Tipo, nombre: string, padre?: string): string[] {
    return this.names[tipo].get(`${padre ?? '*'}|${nameKey(nombre)}`) ?? [];
  }

  /** How many municipios and parroquias are under `id`. */
  childrenOf(id: string): { municipios: number; parroquias: number } {
    return this.children.get(id) ?? { municipios: 0, parroquias: 0 };
  }

  /** Whether the data carries INE codes at all (the `ine` edition does). */
  hasCodes(tipo: Tipo): boolean {
    return this.codes[tipo].size > 0;
  }
}

/** Adds `value` to the list `map` holds under `key`, starting the list if there is none. */
export function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
