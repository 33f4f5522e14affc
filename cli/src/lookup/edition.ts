import { Option } from 'commander';
import { usage } from '../userError.js';

/** The data editions the CLI can answer from: the seed's (`base`) and the corrected one (`ine`). */
export const EDICIONES = ['base', 'ine'] as const;
export type Edicion = (typeof EDICIONES)[number];

/** `--edicion`: read by the entry point (which picks the data) and accepted anywhere. */
export const edicionOption = (): Option =>
  new Option('--edicion <edicion>', 'edición de los datos: base (la de siempre) o ine (corregida, con códigos INE); o VEGEO_EDICION')
    .choices(EDICIONES);

const isEdicion = (value: string): value is Edicion => (EDICIONES as readonly string[]).includes(value);

/**
 * The edition asked for: `--edicion X` (or `--edicion=X`) on the command line, else
 * `VEGEO_EDICION`, else `base`. A wrong value on the command line is left to commander, which
 * explains it; a wrong `VEGEO_EDICION` is a usage error.
 */
export function edicionWanted(argv: readonly string[], env: Record<string, string | undefined>): Edicion {
  for (let i = argv.length - 1; i >= 0; i--) {
    const token = argv[i]!;
    const value = token === '--edicion' ? argv[i + 1] : token.startsWith('--edicion=') ? token.slice('--edicion='.length) : undefined;
    if (value !== undefined) return isEdicion(value) ? value : 'base';
  }
  const fromEnv = env['VEGEO_EDICION'];
  if (fromEnv === undefined || fromEnv === '') return 'base';
  if (!isEdicion(fromEnv)) throw usage(`VEGEO_EDICION debe ser ${EDICIONES.join(' o ')}, no «${fromEnv}».`);
  return fromEnv;
}
