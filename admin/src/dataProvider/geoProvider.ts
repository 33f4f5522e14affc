import { KIND, type EditarRegistroRequest, type RegistroResponse } from '@vegeo/data';
import { HttpError, type RaRecord } from 'ra-core';
import type { GeoSnapshot, LiveGeo } from './liveGeo.js';
import type { WriteSide } from './types.js';
import { listGeo } from './geoListing.js';
import type { ListQuery } from './queries.js';
import { GEO_RESOURCES, type GeoResource, type GeoRow } from './rows.js';
import type { ResourceProvider } from './resourceProvider.js';
import { callOrThrow, createDatos, editDatos, loadedVersion } from './writes.js';

const isGeo = (resource: string): resource is GeoResource => (GEO_RESOURCES as readonly string[]).includes(resource);
const cascadaOf = (meta: unknown) => (meta as { cascada?: unknown } | undefined)?.cascada === true;

/**
 * The geography (`estados`, `municipios`, `parroquias`): lists, filters, sorts and totals answered
 * from `/geo` in memory; every change through a callable (awaited, so forms stay pessimistic)
 * with the version the form was loaded with.
 */
export function geoProvider(geo: LiveGeo, write: WriteSide): ResourceProvider {
  const snapshotFor = async (resource: string): Promise<{ snapshot: GeoSnapshot; resource: GeoResource }> => {
    if (!isGeo(resource)) throw new HttpError(`Recurso desconocido: ${resource}`, 404);
    return { snapshot: await geo.load(), resource };
  };

  const list = async (name: string, query: ListQuery) => {
    const { snapshot, resource } = await snapshotFor(name);
    return listGeo(snapshot, resource, query);
  };

  const rowOf = async (name: string, id: unknown): Promise<GeoRow | undefined> => {
    const { snapshot, resource } = await snapshotFor(name);
    return snapshot.byId[resource].get(String(id));
  };

  // The answer lands in LiveGeo, so lists, pages and pickers read one record; react-admin gets that row.
  const saved = (name: GeoResource, { id, registro, version }: RegistroResponse): RaRecord => {
    if (registro) geo.save(name, id, registro, version);
    return geo.peek()?.byId[name].get(id) ?? { ...registro, id };
  };

  return {
    getList: list,
    async getOne(resource, { id }) {
      const row = await rowOf(resource, id);
      if (!row) throw new HttpError(`No existe el registro ${String(id)}.`, 404);
      return { data: row };
    },
    async getMany(resource, { ids }) {
      const rows = await Promise.all(ids.map((id) => rowOf(resource, id)));
      return { data: rows.filter((row) => row !== undefined) };
    },
    getManyReference: (resource, { target, id, filter, sort, pagination }) => list(resource, { filter: { ...filter, [target]: String(id) }, sort, pagination }),
    async create(resource, { data, meta }) {
      const name = (await snapshotFor(resource)).resource;
      // The datos are the kind's fields as the form holds them; the callable checks their values.
      const datos = createDatos(name, data as Record<string, unknown>);
      const response = await callOrThrow(write, 'crearRegistro', { tipo: KIND[name], datos, ...nota(meta, data) } as never);
      return { data: saved(name, response) };
    },
    async update(resource, { id, data, previousData, meta }) {
      const name = (await snapshotFor(resource)).resource;
      const datos = editDatos(name, data as Record<string, unknown>, (previousData ?? {}) as Record<string, unknown>);
      if (Object.keys(datos).length === 0) return { data: { ...previousData, ...data, id } };
      const version = loadedVersion(data, previousData);
      const response = await callOrThrow(write, 'editarRegistro', { tipo: KIND[name], id: String(id), datos, version, ...nota(meta, data) } as EditarRegistroRequest);
      return { data: saved(name, response) };
    },
    async updateMany(resource, { ids, data, meta }) {
      const { snapshot, resource: name } = await snapshotFor(resource);
      const done = [];
      for (const id of ids) {
        const current = snapshot.byId[name].get(String(id));
        if (!current) continue;
        const datos = editDatos(name, data as Record<string, unknown>, current as unknown as Record<string, unknown>);
        saved(name, await callOrThrow(write, 'editarRegistro', { tipo: KIND[name], id: String(id), datos, version: current.version ?? 0, ...nota(meta) } as EditarRegistroRequest));
        done.push(id);
      }
      return { data: done };
    },
    async delete(resource, { id, previousData, meta }) {
      const name = (await snapshotFor(resource)).resource;
      const version = loadedVersion({}, previousData);
      const cascada = cascadaOf(meta);
      await callOrThrow(write, 'borrarRegistro', { tipo: KIND[name], id: String(id), version, ...(cascada ? { cascada } : {}), ...nota(meta) });
      return { data: { ...previousData, id } };
    },
    async deleteMany(resource, { ids, meta }) {
      const { snapshot, resource: name } = await snapshotFor(resource);
      const cascada = cascadaOf(meta);
      const done = [];
      for (const id of ids) {
        const current = snapshot.byId[name].get(String(id));
        if (!current) continue;
        await callOrThrow(write, 'borrarRegistro', { tipo: KIND[name], id: String(id), version: current.version ?? 0, ...(cascada ? { cascada } : {}), ...nota(meta) });
        done.push(id);
      }
      return { data: done };
    },
  };
}

/** `meta.nota` (or a form's `nota` field): why a change was made, stored with its audit entry. */
export function nota(meta: unknown, data?: unknown): { nota?: string } {
  const text = (meta as { nota?: unknown } | undefined)?.nota ?? (data as { nota?: unknown } | undefined)?.nota;
  return typeof text === 'string' && text.trim() !== '' ? { nota: text.trim() } : {};
}
