import { InvalidArgumentError, Option } from 'commander';
import { codificacionOf, type Codificacion } from '@vegeo/csv';
import { JSON_OPTION, maxFrom } from '../grammar.js';

/** `--json`, shared by every lookup command. */
export function jsonOption(): Option {
  return new Option(JSON_OPTION.long, JSON_OPTION.description);
}

/** Parses `--max`: a whole number from 1 up. */
export function parseMax(value: string): number {
  const max = maxFrom(value);
  if (max === undefined) throw new InvalidArgumentError('Debe ser un entero positivo.');
  return max;
}

/** Parses `--codificacion` (`vegeo normalizar`, `importar`): `utf-8`, `windows-1252` or a name of either (`latin1`, `cp1252` …). */
export function parseCodificacion(value: string): Codificacion {
  const codificacion = codificacionOf(value);
  if (codificacion === undefined) throw new InvalidArgumentError('Debe ser utf-8, windows-1252 o latin1.');
  return codificacion;
}

/**
 * Parses `--database-url`: an http(s) address the Firebase SDKs take, a database's own host
 * (`<base>.firebaseio.com`, `<base>.<región>.firebasedatabase.app`) or a local one (`localhost`,
 * an IP: emulators); anything else is a usage error here, not a fatal error of the SDK.
 */
export function parseDatabaseUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const local = url !== undefined && (url.hostname === 'localhost' || /^[\d.]+$|^\[.*\]$/.test(url.hostname));
  const named = url !== undefined && url.hostname.split('.').filter(Boolean).length >= 3;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !(local || named)) {
    throw new InvalidArgumentError('Debe ser una URL https:// (o http:// de un emulador), como https://mi-proyecto-default-rtdb.firebaseio.com.');
  }
  return value;
}

/** The "Ejemplos:" block appended to a command's help. */
export function examples(lines: readonly string[]): string {
  return `\nEjemplos:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}
