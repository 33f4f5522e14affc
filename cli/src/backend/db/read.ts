import { diffGeo, fromFlat, toFlat, type StoredGeo } from '@vegeo/data';
import { datasetOf, editionData } from '../dataset.js';
import { writeFile } from 'node:fs/promises';
import { adminSdkFailure, openAdminSdk, type AdminSdkFlags } from '../adminSdk.js';
import type { Context } from '../../io.js';
import { EXIT, UserError } from '../../userError.js';
import type { Edicion } from '../../lookup/edition.js';
import { jsonText, terminalText } from '../../format/terminalText.js';

/** `/geo` as stored, or a refusal when there is none. */
async function readGeo(ctx: Context, flags: AdminSdkFlags): Promise<StoredGeo> {
  const admin = await openAdminSdk(ctx.io, flags);
  try {
    const stored = (await admin.database.ref('geo').get()).val() as StoredGeo | null;
    if (!stored?.estados) throw new UserError('La base de datos no tiene /geo; cárguela con «vegeo db seed».', EXIT.refused);
    return stored;
  } catch (error) {
    throw adminSdkFailure(error);
  } finally {
    await admin.close();
  }
}

/** `vegeo db export [archivo]`: `/geo` back in the dataset's shape and order (stdout without a file). */
export async function exportGeo(ctx: Context, archivo: string | undefined, flags: AdminSdkFlags): Promise<void> {
  const text = `${jsonText(fromFlat(await readGeo(ctx, flags)), 2)}\n`;
  if (archivo === undefined || archivo === '-') ctx.io.stdout.write(text);
  else {
    await writeFile(archivo, text).catch((error: NodeJS.ErrnoException) => {
      throw new UserError(`No se pudo escribir «${archivo}»: ${error.code ?? error.message}.`, EXIT.refused);
    });
    ctx.io.stderr.write(`Exportado a ${archivo}.\n`);
  }
  ctx.exitCode = 0;
}

/**
 * `vegeo db diff [--json] [--edicion ine]`: what `/geo` changed against an edition's data, one
 * line each. Exits 1 when something changed and 0 when nothing did, as `diff` does.
 */
export async function diff(ctx: Context, flags: AdminSdkFlags & { json?: boolean; edicion: Edicion }): Promise<void> {
  const changes = diffGeo(toFlat(await datasetOf(flags.edicion)), await readGeo(ctx, flags));
  if (flags.json) ctx.io.stdout.write(`${jsonText(changes)}\n`);
  else if (changes.length === 0) ctx.io.stdout.write(`Sin cambios respecto de los datos ${editionData(flags.edicion)}.\n`);
  else ctx.io.stdout.write(changes.map((change) => `${terminalText(change.texto)}\n`).join(''));
  ctx.exitCode = changes.length === 0 ? 0 : 1;
}
