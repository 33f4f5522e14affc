import type { AuditoriaResponse } from '@vegeo/data';
import { authorize } from '../access.js';
import { auditoriaRequest } from '../requests.js';
import type { Handler } from '../deps.js';
import { parse } from '../errors.js';
import { LIMITS } from '../limits.js';

/** `auditoria({ limite? })` (admins): the newest audit entries, newest first (default 50, at most 500). */
export const handle: Handler<AuditoriaResponse, 'store' | 'users'> = async (deps, request) => {
  await authorize(deps, request, 'admin');
  const { limite = LIMITS.auditoria } = parse(auditoriaRequest, request.data);
  const entries = await deps.store.readAudit(limite);
  return { entradas: entries.map(([clave, entry]) => ({ clave, ...entry })) };
};
