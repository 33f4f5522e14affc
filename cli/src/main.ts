import pkg from '../package.json' with { type: 'json' };
import { run } from './cli.js';
import { endQuietlyOnClosedPipe } from './output/closedPipe.js';
import { guardTerminal, terminalText } from './format/terminalText.js';
import { UserError } from './userError.js';
import { storedSettingsSync } from './backend/client/files.js';
import { remoteWanted } from './backend/client/settings.js';
import { edicionWanted } from './lookup/edition.js';
import { ineLookup } from './lookup/ineLookup.js';
import { lazyRemoteLookup } from './backend/lazyRemoteLookup.js';
import { localLookup } from './lookup/localLookup.js';

endQuietlyOnClosedPipe(process);
// Whatever reaches a terminal, from any command and any data source, cannot drive it.
guardTerminal(process.stdout);
guardTerminal(process.stderr);
// Ink draws only its last frame where CI or CONTINUOUS_INTEGRATION is set (CI logs are no
// terminal): a question asked on a terminal would then never show. On a terminal, it is one.
if (process.stdin.isTTY && process.stdout.isTTY) {
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;
}

try {
  // The database holds one edition: remote lookups answer from it whatever --edicion says.
  const remote = remoteWanted(process.argv, process.env, () => storedSettingsSync(process.env));
  const lookup = remote ? lazyRemoteLookup(process) : edicionWanted(process.argv, process.env) === 'ine' ? ineLookup() : localLookup;
  process.exitCode = await run(process.argv, process, lookup, pkg.version);
} catch (error) {
  // What a user can cause (no session, no permission, emulators down) is one line, not a stack.
  if (!(error instanceof UserError)) throw error;
  process.stderr.write(`error: ${terminalText(error.message)}\n`);
  process.exitCode = error.exitCode;
}
