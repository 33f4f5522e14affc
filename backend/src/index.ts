export * from './accounts.js';
export { ACCOUNT_ATTEMPTS, checkLastAdmin, commitAccountChange, enabledIn, type AccountCommitPorts } from './commitAccountChange.js';
export { databaseAccounts, refused, type AccountsDatabase } from './databaseAccounts.js';
