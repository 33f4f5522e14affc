export { NAMESPACE, PROJECT_ID, type EmulatorPorts } from './harness/config.js';
export { startEmulators, type Emulators, type StartEmulatorsOptions } from './harness/emulators.js';
export type { EmulatorEnv } from './harness/env.js';
export { PortInUseError, assertPortsFree, freePorts, isPortFree, type PortClaim } from './harness/freePorts.js';
export { checkOfficialDatabase, type OfficialDatabaseCheck } from './harness/officialDatabase.js';
export { clearUsers, createUser, getIdToken, type CreateUserOptions, type Role, type TestUser } from './harness/auth.js';
export {
  clearDatabase,
  loadProjectRules,
  loadRules,
  readDatabase,
  seedDatabase,
  updateDatabase,
} from './harness/database.js';
export { accounts, auditEntries, createAdmin, pushKey, seedAccounts, seedAudit, type AuthTarget, type HistoryAccount, type StoredAuditEntry } from './history.js';
export { memoryAtRest } from './harness/memoryAtRest.js';
export { resetEmulators } from './harness/reset.js';
export { startDatabaseServer, type DatabaseServer, type DatabaseServerOptions } from './rtdb/server.js';
