import { parseFastPath, type FastPathCall } from './parse.js';
import { storedSettingsSync } from '../backend/client/files.js';
import { remoteWanted } from '../backend/client/settings.js';

/** What deciding needs of the process. */
export interface Launch {
  argv: readonly string[];
  env: Record<string, string | undefined>;
}

/**
 * The lookup the entry point answers itself: written plainly, offline, for the default edition
 * (on a terminal too, drawn by the views). `undefined` sends the command line to the full program.
 */
export function planFastPath(launch: Launch): FastPathCall | undefined {
  const call = parseFastPath(launch.argv.slice(2));
  if (call === undefined) return undefined;
  if (remoteWanted(launch.argv, launch.env, () => storedSettingsSync(launch.env))) return undefined;
  // Another edition (or a wrong one, to be explained) is the full program's: the bundle of this
  // path holds the default edition only.
  const edicion = launch.env['VEGEO_EDICION'];
  if (edicion !== undefined && edicion !== '' && edicion !== 'base') return undefined;
  return call;
}
