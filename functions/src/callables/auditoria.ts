import type { AuditoriaResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { auditoriaRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { LIMITS } from '../limits.js';

/**
 * `auditoria({ limite?, antes?, desde?, donde?, clave? })` (admins): audit entries, newest first
 * (default 50, at most 500), older than `antes`, from `desde` on, with `donde.campo` equal to
 * `donde.valor`; or the one entry `clave`. The rules let no client read `/audit`: each page comes
 * through here, as the caller's role is now.
 */
export const handle: Handler<AuditoriaResponse, 'store' | 'users'> = async (deps, request) => {
  await authorize(deps, request, 'admin');
  const { limite = LIMITS.auditoria, antes, desde, donde, clave } = parse(auditoriaRequest, request.data);
  if (clave !== undefined) {
    const entry = await deps.store.readAuditEntry(clave);
    return { entradas: entry ? [{ clave, ...entry }] : [] };
  }
  const entries = await deps.store.readAudit({
    limit: limite,
    ...(antes ? { before: antes } : {}),
    ...(desde ? { since: desde } : {}),
    ...(donde ? { where: { field: donde.campo, value: donde.valor } } : {}),
  });
  return { entradas: entries.map(([key, entry]) => ({ clave: key, ...entry })) };
};
