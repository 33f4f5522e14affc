import type { AuditoriaRequest } from '@vegeo/data';
import type { AuditReadSide, StoredAuditEntry, WriteSide } from './types.js';
import { callOrThrow } from './writes.js';

/**
 * `/audit` through the `auditoria` callable, which asks who the caller is at each call. The rules
 * let no client read `/audit` itself: a listener there would go on hearing new entries (other
 * people's e-mails among them) after its admin was demoted, for as long as their token lasts.
 */
export function createAuditReadSide(write: WriteSide): AuditReadSide {
  const read = async (request: AuditoriaRequest): Promise<[string, StoredAuditEntry][]> => {
    const { entradas } = await callOrThrow(write, 'auditoria', request);
    return entradas.map(({ clave, ...entry }) => [clave, entry]);
  };
  return {
    page: ({ before, since, where, limit }) =>
      read({
        limite: limit,
        ...(before ? { antes: before } : {}),
        ...(since ? { desde: since } : {}),
        ...(where ? { donde: { campo: where.child, valor: where.value } } : {}),
      }),
    async one(key) {
      const [found] = await read({ clave: key });
      return found?.[1] ?? null;
    },
  };
}
