import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { missingFunctionsBuild } from './functionsBuild.js';

describe('missingFunctionsBuild', () => {
  it('names the missing build and how to make it', () => {
    expect(missingFunctionsBuild('/nonexistent/functions/lib/index.js')).toBe(
      'No existe /nonexistent/functions/lib/index.js: compila las funciones (npm run build -w @vegeo/functions).',
    );
  });

  it('has nothing to say when the build is there', () => {
    expect(missingFunctionsBuild(fileURLToPath(import.meta.url))).toBeUndefined();
  });
});
