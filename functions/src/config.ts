import { defineBoolean, defineInt } from 'firebase-functions/params';

// Set in functions/.env (or .env.<project>), or asked for by `firebase deploy`.

/** Lookups a user may make per minute (a `lote` counts each of its queries). */
export const lookupQuota = defineInt('LOOKUP_QUOTA_PER_MINUTE', {
  default: 2000,
  description: 'Consultas por minuto y usuario (cada consulta de un lote cuenta)',
});

/** Refuse calls without a valid App Check token. */
export const requireAppCheck = defineBoolean('REQUIRE_APP_CHECK', {
  default: false,
  description: 'Exigir App Check en todas las funciones',
});

/** Whether accounts nobody invited may use the service; when false, only invited accounts get in. */
export const openSignUp = defineBoolean('REGISTRO_ABIERTO', {
  default: true,
  description: 'Registro abierto: cualquier cuenta nueva entra como lector (false: solo cuentas invitadas)',
});

/** Most instances of each function. */
export const maxInstances = defineInt('MAX_INSTANCES', {
  default: 10,
  description: 'Máximo de instancias por función',
});
