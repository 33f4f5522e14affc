import type { RefusalDetails } from './contracts.js';

/**
 * Whether a `failed-precondition` refusal's `details` say the record changed since it was read:
 * `motivo: 'version'`, whatever its `version` (`null` when the record is gone).
 *
 * @example isVersionConflict({ motivo: 'version', version: 8 }) // true
 * @example isVersionConflict({ motivo: 'hijos', municipios: 1, parroquias: 3 }) // false
 */
export function isVersionConflict(details: unknown): details is Extract<RefusalDetails['failed-precondition'], { motivo: 'version' }> {
  return typeof details === 'object' && details !== null && (details as { motivo?: unknown }).motivo === 'version';
}
