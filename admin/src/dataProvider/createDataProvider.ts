import type { ImportarRegistrosRequest, ImportarRegistrosResponse } from '@vegeo/data';
import { combineDataProviders, HttpError, type DataProvider } from 'ra-core';
import { AUDIT, auditProvider } from './auditProvider.js';
import { geoProvider, nota } from './geoProvider.js';
import type { LiveGeo } from './liveGeo.js';
import { toHttpError } from './httpErrors.js';
import { CallableError, type AuditReadSide, type WriteSide } from './types.js';
import { asDataProvider } from './resourceProvider.js';
import { USUARIOS, type SendSignInLink } from './usuarios.js';
import { usuariosProvider } from './usuariosProvider.js';

export { AUDIT } from './auditProvider.js';

/** What the provider reads from and writes to: injected, so tests pass fakes. */
export interface DataProviderPorts {
  /** `/geo` in memory, kept current by listeners. */
  geo: LiveGeo;
  /** `/audit`, paged by cursor. */
  audit: AuditReadSide;
  /** The callables: the only way to change anything. */
  write: WriteSide;
  /** Sends an invited person their e-mail sign-in link (Firebase Auth, from the browser). */
  sendSignInLink?: SendSignInLink;
}

/** The provider's own methods, beside react-admin's: an audited change (or a whole import) undone, an import's batch sent. */
export interface Restaurar {
  /** Undoes the audited change `clave` as a new change (`restaurarRegistro`) with `nota`; refused with the reason. */
  restaurar(clave: string, notaText?: string): Promise<unknown>;
  /** Undoes every batch of the import `importacion` as one change (`restaurarRegistro({ importacion })`). */
  restaurarImportacion(importacion: string, notaText?: string): Promise<unknown>;
  /** One batch of an import (`importarRegistros`); a failed call throws its Spanish message. */
  importarRegistros(request: ImportarRegistrosRequest): Promise<ImportarRegistrosResponse>;
}

const OWN_METHODS = new Set(['restaurar', 'restaurarImportacion', 'importarRegistros']);

/**
 * react-admin's data provider over vegeo: the geography, the audit and the accounts, each its
 * own provider (`geoProvider`, `auditProvider`, `usuariosProvider`) joined by resource; failures
 * as `HttpError`s.
 *
 * @example
 * const dataProvider = createDataProvider({ geo: new LiveGeo(readSide), audit, write });
 * <Admin dataProvider={dataProvider} … />
 */
export function createDataProvider({ geo, audit, write, sendSignInLink }: DataProviderPorts): DataProvider & Restaurar {
  const geography = asDataProvider(geoProvider(geo, write));
  const auditoria = asDataProvider(auditProvider(audit));
  const usuarios = asDataProvider(usuariosProvider(write, sendSignInLink));
  // Anything else is the geography's to refuse, as an unknown resource.
  const combined = combineDataProviders((resource) => (resource === AUDIT ? auditoria : resource === USUARIOS ? usuarios : geography));
  const restore = async (request: { clave: string } | { importacion: string }, notaText?: string) => {
    try {
      return await write.call('restaurarRegistro', { ...request, ...nota({ nota: notaText }) });
    } catch (error) {
      // The server's reason is the one to read here (a newer change, a broken reference), not the form's conflict text.
      if (error instanceof CallableError && error.code === 'failed-precondition') throw new HttpError(error.message, 409, { code: error.code });
      throw toHttpError(error);
    }
  };
  const own: Restaurar = {
    restaurar: (clave, notaText) => restore({ clave }, notaText),
    restaurarImportacion: (importacion, notaText) => restore({ importacion }, notaText),
    importarRegistros: async (request) => {
      try {
        return await write.call('importarRegistros', request);
      } catch (error) {
        throw toHttpError(error);
      }
    },
  };
  // combineDataProviders routes every method by its first argument, a resource: these take none.
  return new Proxy(combined, {
    get: (target, name, receiver) => (typeof name === 'string' && OWN_METHODS.has(name) ? own[name as keyof Restaurar] : Reflect.get(target, name, receiver)),
  }) as DataProvider & Restaurar;
}
