import { HttpError } from 'ra-core';
import { AuditPager, type AuditFilter } from './audit.js';
import type { AuditReadSide } from './types.js';
import { unknownResource, type ResourceProvider } from './resourceProvider.js';

/** The `auditoria` resource's name. */
export const AUDIT = 'auditoria';

/** The audit, read only: paged by cursor (`getList`), one entry by its key (`getOne`). */
export function auditProvider(audit: AuditReadSide): ResourceProvider {
  const pager = new AuditPager(audit);
  return {
    ...unknownResource,
    async getList(_resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      return pager.page(page, perPage, (params.filter ?? {}) as AuditFilter);
    },
    async getOne(_resource, { id }) {
      const row = await pager.one(String(id));
      if (!row) throw new HttpError(`No existe el registro ${String(id)}.`, 404);
      return { data: row };
    },
  };
}
