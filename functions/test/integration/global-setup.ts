import { createGlobalSetup } from '@vegeo/testkit/global-setup';

// VEGEO_TEST_PORTS=auth,database,functions runs beside another set of emulators (e.g. 9199,9100,5101).
const [auth, database, functions] = (process.env['VEGEO_TEST_PORTS'] ?? '').split(',').map(Number);
const ports = auth && database && functions ? { ports: { auth, database, functions } } : {};

/** Auth + Functions emulators (on functions/lib, built first) and the Realtime Database. */
export default createGlobalSetup({ functions: true, timeoutMs: 150_000, ...ports });
