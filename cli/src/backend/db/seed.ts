import { toFlat, type StoredGeo } from '@vegeo/data';
import { datasetOf, editionData } from '../dataset.js';
import { adminSdkFailure, openAdminSdk, type AdminSdkFlags } from '../adminSdk.js';
import { planSeed } from './plan.js';
import { reissuedIds } from './reissued.js';
import { terminalText } from '../../format/terminalText.js';
import type { Context } from '../../io.js';
import { EXIT, UserError } from '../../userError.js';
import type { Edicion } from '../../lookup/edition.js';

export interface SeedFlags extends AdminSdkFlags {
  force?: boolean;
  edicion: Edicion;
}

/** `vegeo db seed [--force] [--edicion ine]`: an edition's data into `/geo`, flat, in one atomic write. */
export async function seed(ctx: Context, flags: SeedFlags): Promise<void> {
  const dataset = await datasetOf(flags.edicion);
  const data = editionData(flags.edicion);
  const progress = (line: string) => (ctx.io.stderr as { isTTY?: boolean }).isTTY && ctx.io.stderr.write(`${line}\n`);
  progress('Conectando con la base de datos…');
  const admin = await openAdminSdk(ctx.io, flags);
  try {
    progress('Leyendo /geo…');
    const stored = (await admin.database.ref('geo').get()).val() as StoredGeo | null;
    const plan = planSeed(stored, toFlat(dataset, { updatedAt: Date.now() }), flags.force === true);
    if (plan.action === 'refuse') {
      const first = plan.changes[0]?.texto ?? '';
      const count = plan.changes.length === 1 ? '1 cambio' : `${plan.changes.length} cambios`;
      throw new UserError(
        `/geo tiene ${count} respecto de los datos ${data} (versión ${plan.version}; p. ej. ${first}); ` +
          `use --force para reemplazarlos (vea «vegeo db diff${flags.edicion === 'ine' ? ' --edicion ine' : ''}»).`,
        EXIT.refused,
      );
    }
    if (plan.action === 'write') {
      const audit = (await admin.database.ref('audit').get()).val() as Parameters<typeof reissuedIds>[1];
      const [first, ...more] = reissuedIds(plan.tree, audit);
      if (first) {
        const others = more.length === 0 ? '' : ` (y ${more.length} ids más)`;
        throw new UserError(
          `/geo no se reemplaza: el id ${first.id} (${first.tipo}) se dio a «${terminalText(first.antes.join('», «'))}» y los datos ${data} ` +
            `lo darían a «${terminalText(first.ahora)}»${others}; un id dado no se vuelve a dar.`,
          EXIT.refused,
        );
      }
    }
    const { meta } = plan.action === 'write' ? plan.tree : toFlat(dataset);
    if (plan.action === 'write') {
      progress(`Escribiendo ${meta.estados} estados, ${meta.municipios} municipios y ${meta.parroquias} parroquias…`);
      // ONE set of /geo: readers see the old tree or the new one, never a mix.
      await admin.database.ref('geo').set(plan.tree);
    }
    const done = plan.action === 'write' ? `Datos cargados en /geo (versión ${meta.version})` : `Los datos de /geo ya son los ${data}; nada que hacer`;
    ctx.io.stdout.write(`${done}: ${meta.estados} estados, ${meta.municipios} municipios, ${meta.parroquias} parroquias.\n`);
    ctx.exitCode = 0;
  } catch (error) {
    throw adminSdkFailure(error);
  } finally {
    await admin.close();
  }
}
