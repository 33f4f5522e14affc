import pkg from '../package.json' with { type: 'json' };
import { run } from './cli.js';
import { UserError } from './remote/errors.js';
import { configDir, CONFIG_FILE, readConfigFileSync } from './remote/files.js';
import { remoteWanted, type StoredSettings } from './remote/settings.js';
import { lazyRemoteLookup } from './services/lazyRemote.js';
import { localLookup } from './services/local.js';

// A closed pipe (`vegeo lote < big.jsonl | head`) ends the output; it is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const stored = () => readConfigFileSync<StoredSettings>(configDir(process.env), CONFIG_FILE);
const lookup = remoteWanted(process.argv, process.env, stored) ? lazyRemoteLookup(process) : localLookup;
try {
  process.exitCode = await run(process.argv, process, lookup, pkg.version);
} catch (error) {
  // What a user can cause (no session, no permission, emulators down) is one line, not a stack.
  if (!(error instanceof UserError)) throw error;
  process.stderr.write(`error: ${error.message}\n`);
  process.exitCode = error.exitCode;
}
