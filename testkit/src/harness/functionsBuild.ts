import { existsSync } from 'node:fs';
import { FUNCTIONS_ENTRY } from './config.js';

/**
 * Why the Functions emulator cannot start: the build it loads (functions/package.json `main`)
 * is missing. Undefined when it is there.
 */
export function missingFunctionsBuild(entry = FUNCTIONS_ENTRY): string | undefined {
  if (existsSync(entry)) return undefined;
  return `No existe ${entry}: compila las funciones (npm run build -w @vegeo/functions).`;
}
