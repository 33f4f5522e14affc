import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { KIND } from '@vegeo/data';
import { AuditPager, type AuditFilter } from './audit.js';
import type { GeoSnapshot, GeoStore } from './geoStore.js';
import { toHttpError } from './httpErrors.js';
import { CallableError, type AuditReadSide, type WriteSide } from './ports.js';
import { page, queryRows, type ListQuery } from './queries.js';
import { GEO_RESOURCES, type GeoResource, type GeoRow } from './rows.js';
import { USUARIOS, UsuariosResource, type SendSignInLink } from './usuarios.js';
import { callOrThrow, createDatos, editDatos, loadedVersion } from './writes.js';

/** What the provider reads from and writes to: injected, so tests pass fakes. */
export interface DataProviderPorts {
  /** `/geo` in memory, kept current by listeners. */
  geo: GeoStore;
  /** `/audit`, paged by cursor. */
  audit: AuditReadSide;
  /** The callables: the only way to change anything. */
  write: WriteSide;
  /** Sends an invited person their e-mail sign-in link (Firebase Auth, from the browser). */
  sendSignInLink?: SendSignInLink;
}

/** The `auditoria` resource's name; every other resource is a `/geo` node. */
export const AUDIT = 'auditoria';

const isGeo = (resource: string): resource is GeoResource => (GEO_RESOURCES as readonly string[]).includes(resource);

/**
 * react-admin's data provider over vegeo: lists, filters, sorts and totals answered from `/geo`
 * in memory, the audit paged by cursor, every change through a callable (awaited, so forms stay
 * pessimistic) with the version the form was loaded with; failures as `HttpError`s.
 *
 * @example
 * const dataProvider = createDataProvider({ geo: new GeoStore(readSide), audit, write });
 * <Admin dataProvider={dataProvider} … />
 */
export function createDataProvider({ geo, audit, write, sendSignInLink }: DataProviderPorts): DataProvider {
  const pager = new AuditPager(audit);
  const usuarios = new UsuariosResource(write, sendSignInLink);

  const snapshotFor = async (resource: string): Promise<{ snapshot: GeoSnapshot; resource: GeoResource }> => {
    if (!isGeo(resource)) throw new HttpError(`Recurso desconocido: ${resource}`, 404);
    return { snapshot: await geo.load(), resource };
  };

  const list = async (name: string, query: ListQuery) => {
    const { snapshot, resource } = await snapshotFor(name);
    const { buscar, ...filter } = query.filter ?? {};
    if (typeof buscar === 'string' && buscar.trim() !== '') {
      // Loaded on the first picker search: vegeo buscar's index is not needed to sign in or list.
      const { pickerSearch } = await import('./pickerSearch.js');
      const hits = pickerSearch(snapshot, resource, buscar, filter as { estadoId?: string; municipioId?: string });
      if (hits) return { data: page(hits, query.pagination), total: hits.length };
      return queryRows(snapshot, resource, { ...query, filter: { ...filter, q: buscar } });
    }
    const found = queryRows(snapshot, resource, { ...query, filter });
    const q = typeof filter.q === 'string' ? filter.q.trim() : '';
    if (found.total > 0 || q === '') return found;
    // Nothing holds every word: what `vegeo buscar` finds instead (typos, a name with its place).
    const { closeMatches } = await import('./closeMatches.js');
    return closeMatches(snapshot, resource, q, filter as { estadoId?: string; municipioId?: string }, query.pagination) ?? found;
  };

  const rowOf = async (name: string, id: unknown): Promise<GeoRow | undefined> => {
    const { snapshot, resource } = await snapshotFor(name);
    return snapshot.byId[resource].get(String(id));
  };

  const written = async (name: GeoResource, id: string, registro: object | null): Promise<RaRecord> => {
    const current = (await geo.load()).byId[name].get(id);
    return { ...current, ...registro, id };
  };

  return {
    async getList(resource, params) {
      if (resource === AUDIT) {
        const { page: number = 1, perPage = 25 } = params.pagination ?? {};
        return (await pager.page(number, perPage, (params.filter ?? {}) as AuditFilter)) as never;
      }
      if (resource === USUARIOS) return (await usuarios.list(params)) as never;
      return list(resource, params) as never;
    },

    async getOne(resource, { id }) {
      if (resource === USUARIOS) {
        const found = await usuarios.one(String(id));
        if (!found) throw new HttpError(`No existe la cuenta ${String(id)}.`, 404);
        return { data: found as never };
      }
      const row = resource === AUDIT ? await pager.one(String(id)) : await rowOf(resource, id);
      if (!row) throw new HttpError(`No existe el registro ${String(id)}.`, 404);
      return { data: row as never };
    },

    async getMany(resource, { ids }) {
      if (resource === USUARIOS) return { data: (await Promise.all(ids.map((id) => usuarios.one(String(id))))).filter(Boolean) as never[] };
      const rows = await Promise.all(ids.map((id) => rowOf(resource, id)));
      return { data: rows.filter((row) => row !== undefined) as never[] };
    },

    async getManyReference(resource, { target, id, filter, sort, pagination }) {
      return list(resource, { filter: { ...filter, [target]: String(id) }, sort, pagination }) as never;
    },

    async create(resource, { data, meta }) {
      if (resource === USUARIOS) return { data: (await usuarios.invite(data as Record<string, unknown>)) as never };
      const name = (await snapshotFor(resource)).resource;
      const datos = createDatos(name, data as Record<string, unknown>);
      const response = await callOrThrow(write, 'crearRegistro', { tipo: KIND[name], datos, ...nota(meta, data) } as never);
      return { data: (await written(name, response.id, response.registro)) as never };
    },

    async update(resource, { id, data, previousData, meta }) {
      if (resource === USUARIOS) return { data: (await usuarios.update(String(id), data, previousData ?? {})) as never };
      const name = (await snapshotFor(resource)).resource;
      const datos = editDatos(name, data as Record<string, unknown>, (previousData ?? {}) as Record<string, unknown>);
      if (Object.keys(datos).length === 0) return { data: { ...previousData, ...data, id } as never };
      const version = loadedVersion(data, previousData);
      const response = await callOrThrow(write, 'editarRegistro', { tipo: KIND[name], id: String(id), datos, version, ...nota(meta, data) } as never);
      return { data: (await written(name, response.id, response.registro)) as never };
    },

    async updateMany(resource, { ids, data, meta }) {
      const { snapshot, resource: name } = await snapshotFor(resource);
      const done = [];
      for (const id of ids) {
        const current = snapshot.byId[name].get(String(id));
        if (!current) continue;
        const datos = editDatos(name, data as Record<string, unknown>, current as unknown as Record<string, unknown>);
        await callOrThrow(write, 'editarRegistro', { tipo: KIND[name], id: String(id), datos, version: current.version ?? 0, ...nota(meta) } as never);
        done.push(id);
      }
      return { data: done };
    },

    async delete(resource, { id, previousData, meta }) {
      if (resource === USUARIOS) {
        await usuarios.remove(String(id));
        return { data: { ...previousData, id } as never };
      }
      const name = (await snapshotFor(resource)).resource;
      const version = loadedVersion({}, previousData);
      const cascada = (meta as { cascada?: unknown } | undefined)?.cascada === true;
      await callOrThrow(write, 'borrarRegistro', { tipo: KIND[name], id: String(id), version, ...(cascada ? { cascada } : {}), ...nota(meta) });
      return { data: { ...previousData, id } as never };
    },

    async deleteMany(resource, { ids, meta }) {
      const { snapshot, resource: name } = await snapshotFor(resource);
      const cascada = (meta as { cascada?: unknown } | undefined)?.cascada === true;
      const done = [];
      for (const id of ids) {
        const current = snapshot.byId[name].get(String(id));
        if (!current) continue;
        await callOrThrow(write, 'borrarRegistro', { tipo: KIND[name], id: String(id), version: current.version ?? 0, ...(cascada ? { cascada } : {}), ...nota(meta) });
        done.push(id);
      }
      return { data: done };
    },

    /** Undoes the audited change `clave` as a new change (`restaurarRegistro`) with `nota`; refused with the reason. */
    async restaurar(clave: string, notaText?: string) {
      try {
        return await write.call('restaurarRegistro', { clave, ...nota({ nota: notaText }) });
      } catch (error) {
        // The server's reason is the one to read here (a newer change, a broken reference), not the form's conflict text.
        if (error instanceof CallableError && error.code === 'failed-precondition') throw new HttpError(error.message, 409, { code: error.code });
        throw toHttpError(error);
      }
    },
  };
}

/** `meta.nota` (or a form's `nota` field): why a change was made, stored with its audit entry. */
function nota(meta: unknown, data?: unknown): { nota?: string } {
  const text = (meta as { nota?: unknown } | undefined)?.nota ?? (data as { nota?: unknown } | undefined)?.nota;
  return typeof text === 'string' && text.trim() !== '' ? { nota: text.trim() } : {};
}
