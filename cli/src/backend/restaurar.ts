import type { RestaurarRegistroRequest } from '@vegeo/data';
import type { Context } from '../io.js';
import { jsonText } from '../format/terminalText.js';
import { usage } from '../userError.js';
import { openBackend } from './client/openBackend.js';

export interface RestaurarFlags {
  importacion?: string;
  nota?: string;
  json?: boolean;
}

/** `vegeo restaurar`: `restaurarRegistro` with the change's key or the import's id. */
export async function restaurar(ctx: Context, clave: string | undefined, flags: RestaurarFlags): Promise<void> {
  if ((clave === undefined) === (flags.importacion === undefined)) throw usage('Indique la clave de un cambio o --importacion <id>, uno solo.');
  const nota = flags.nota?.trim() ? { nota: flags.nota.trim() } : {};
  const request: RestaurarRegistroRequest = clave !== undefined ? { clave, ...nota } : { importacion: flags.importacion!, ...nota };
  const backend = await openBackend(ctx.io);
  const answer = await backend.call('restaurarRegistro', request);
  ctx.exitCode = 0;
  if (flags.json) ctx.io.stdout.write(`${jsonText(answer)}\n`);
  else ctx.io.stdout.write(`${clave !== undefined ? `Cambio ${clave}` : `Importación ${flags.importacion}`} deshecho (versión ${answer.version}; ${answer.borrados} registros quitados).\n`);
}
