import { parseDirect, type DirectCall } from './parse.js';
import { storedSettingsSync } from '../backend/client/files.js';
import { remoteWanted } from '../backend/client/settings.js';

/** What deciding needs of the process; `stdoutIsTTY` is asked only for an answer that could be drawn. */
export interface Launch {
  argv: readonly string[];
  env: Record<string, string | undefined>;
  stdoutIsTTY: () => Promise<boolean>;
}

/**
 * The lookup the entry point answers itself: written plainly, offline, and not drawn on a
 * terminal (drawing takes Ink). `undefined` sends the command line to the full program.
 */
export async function directCall(launch: Launch): Promise<DirectCall | undefined> {
  const call = parseDirect(launch.argv.slice(2));
  if (call === undefined) return undefined;
  if (remoteWanted(launch.argv, launch.env, () => storedSettingsSync(launch.env))) return undefined;
  // Another edition (or a wrong one, to be explained) is the full program's: the bundle of this
  // path holds the default edition only.
  const edicion = launch.env['VEGEO_EDICION'];
  if (edicion !== undefined && edicion !== '' && edicion !== 'base') return undefined;
  if (call.flags.json !== true && (await launch.stdoutIsTTY())) return undefined;
  return call;
}
