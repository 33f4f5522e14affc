import { HttpError } from 'ra-core';
import type { WriteSide } from './types.js';
import { unknownResource, type ResourceProvider } from './resourceProvider.js';
import { UsuariosResource, type SendSignInLink, type UsuarioRow } from './usuarios.js';

/** The accounts (`usuarios`): listed, invited, changed and deleted through the callables. */
export function usuariosProvider(write: WriteSide, sendSignInLink?: SendSignInLink): ResourceProvider {
  const usuarios = new UsuariosResource(write, sendSignInLink);
  return {
    ...unknownResource,
    getList: (_resource, params) => usuarios.list(params),
    async getOne(_resource, { id }) {
      const found = await usuarios.one(String(id));
      if (!found) throw new HttpError(`No existe la cuenta ${String(id)}.`, 404);
      return { data: found };
    },
    async getMany(_resource, { ids }) {
      return { data: (await Promise.all(ids.map((id) => usuarios.one(String(id))))).filter(Boolean) };
    },
    async create(_resource, { data }) {
      return { data: await usuarios.invite(data as Record<string, unknown>) };
    },
    async update(_resource, { id, data, previousData }) {
      return { data: await usuarios.update(String(id), data as Partial<UsuarioRow>, (previousData ?? {}) as Partial<UsuarioRow>) };
    },
    async delete(_resource, { id, previousData }) {
      await usuarios.remove(String(id));
      return { data: { ...previousData, id } };
    },
  };
}
