import { parseDirect, type DirectCall } from './parse.js';
import { storedSettingsSync } from '../remote/files.js';
import { remoteWanted } from '../remote/settings.js';

/**
 * The lookup the entry point answers itself: written plainly, offline, and not drawn on a
 * terminal (drawing takes Ink). `undefined` sends the command line to the full program.
 */
export function directCall(proc: {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  stdout: { isTTY?: boolean };
}): DirectCall | undefined {
  const call = parseDirect(proc.argv.slice(2));
  if (call === undefined) return undefined;
  if (proc.stdout.isTTY && call.flags.json !== true) return undefined;
  return remoteWanted(proc.argv, proc.env, () => storedSettingsSync(proc.env)) ? undefined : call;
}
