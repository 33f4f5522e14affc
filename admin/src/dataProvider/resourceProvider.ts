import { HttpError, type DataProvider } from 'ra-core';

type Method = 'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany';

/**
 * The data provider of one family of resources, its methods answering that family's own rows:
 * react-admin's record generics are left to `asDataProvider`, the one place that casts to them.
 */
export type ResourceProvider = { [M in Method]: (resource: string, params: Parameters<DataProvider[M]>[1]) => Promise<unknown> };

/** A provider that knows no resource: every method rejects with a 404. */
export const unknownResource: ResourceProvider = {
  getList: refuse,
  getOne: refuse,
  getMany: refuse,
  getManyReference: refuse,
  create: refuse,
  update: refuse,
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
};

async function refuse(resource: string): Promise<never> {
  throw new HttpError(`Recurso desconocido: ${resource}`, 404);
}

/** `provider` as react-admin types it: each family's rows are the records its resources show. */
export const asDataProvider = (provider: ResourceProvider): DataProvider => provider as unknown as DataProvider;
