import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sh } from '../src/npm.mjs';
import { WORKSPACE } from '../src/pack.mjs';

const project = inject('project');

/** Writes `files` under `dir` in the fresh project; resolves to the folder. */
async function folder(dir: string, files: Record<string, string>): Promise<string> {
  const path = join(project, dir);
  await mkdir(path, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(path, name), text)));
  return path;
}

// The same calls through both module systems: each prints what it got.
const CALLS = `
out(estado('merida').id, municipio('Sucre', { estado: 'Miranda' }).capital, buscar('maracaybo', { max: 1 })[0].nombre);
out(createGeo(ine).estado('Vargas').estado, ine.length, totales.parroquias);
out(typeof llamar, require.resolve('@vegeo/data/descargas/base/estados.csv').endsWith('estados.csv'));`;
const EXPECTED = '13 Petare Maracaibo\nLa Guaira 24 1139\nfunction true\n';

describe('@vegeo/data installed from its tarball', () => {
  it('imports as an ES module, the editions, llamar and the downloads included', async () => {
    const dir = await folder('esm', {
      'index.mjs': `import { createRequire } from 'node:module';
import { buscar, createGeo, estado, municipio, totales } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
const require = createRequire(import.meta.url);
// The Firebase SDK is not installed here: llamar's module loads only with it.
const llamar = await import('@vegeo/data/firebase').then((m) => m.llamar, (e) => e.code === 'ERR_MODULE_NOT_FOUND' && /firebase/.test(e.message) ? () => {} : Promise.reject(e));
const out = (...values) => console.log(...values);
${CALLS}`,
    });
    expect(sh('node index.mjs', dir)).toEqual({ status: 0, stdout: EXPECTED, stderr: '' });
  });

  it('requires from CommonJS', async () => {
    const dir = await folder('cjs', {
      'index.cjs': `const { buscar, createGeo, estado, municipio, totales } = require('@vegeo/data');
const { ine } = require('@vegeo/data/ine');
let llamar;
try { ({ llamar } = require('@vegeo/data/firebase')); } catch (e) { if (e.code !== 'MODULE_NOT_FOUND' || !/firebase/.test(e.message)) throw e; llamar = () => {}; }
const out = (...values) => console.log(...values);
${CALLS}`,
    });
    expect(sh('node index.cjs', dir)).toEqual({ status: 0, stdout: EXPECTED, stderr: '' });
  });

  // Each checks a use and a misuse: types that resolved to `any` would let the misuse through.
  const TYPED = `
const r: EstadoResult | undefined = estado('merida', { municipios: true });
const n: number = totales.estados;
const fila: LoteLine | undefined = undefined;
// @ts-expect-error municipios is a boolean
estado('merida', { municipios: 'si' });
// @ts-expect-error the ine edition is data, not a function
ine();
export { r, n, fila };
`;
  const IMPORTS = `import { estado, totales, type EstadoResult, type LoteLine } from '@vegeo/data';\nimport { ine } from '@vegeo/data/ine';\n`;
  const tsconfig = (options: Record<string, unknown>, file: string) =>
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [], lib: ['es2023'], target: 'es2023', ...options }, files: [file] });

  it.each([
    ['node16, from an ES module', { module: 'node16', moduleResolution: 'node16' }, 'index.mts'],
    ['node16, from CommonJS', { module: 'node16', moduleResolution: 'node16' }, 'index.cts'],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }, 'index.ts'],
  ])('type-checks with TypeScript, moduleResolution %s', async (label, options, file) => {
    const dir = await folder(`ts-${label.replace(/\W+/g, '-')}`, { 'tsconfig.json': tsconfig(options, file), [file]: IMPORTS + TYPED });
    const result = sh(`node ${join(WORKSPACE, 'node_modules/typescript/bin/tsc')} -p .`, dir);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('bundles for the browser with Vite, and a page that uses only estado() ships no search', async () => {
    const { build } = await import('vite');
    const page = async (name: string, code: string) => {
      const root = await folder(`vite-${name}`, {
        'index.html': '<!doctype html><div id="r"></div><script type="module" src="./main.js"></script>',
        'main.js': `${code}\n`,
      });
      await build({ root, configFile: false, logLevel: 'silent', build: { outDir: 'dist' } });
      const assets = join(root, 'dist', 'assets');
      const [js] = (await readdir(assets)).filter((file) => file.endsWith('.js'));
      return readFile(join(assets, js!), 'utf8');
    };
    const onlyEstado = await page('estado', "import { estado } from '@vegeo/data';\ndocument.getElementById('r').textContent = estado('merida').capital;");
    const withSearch = await page('buscar', "import { buscar } from '@vegeo/data';\ndocument.getElementById('r').textContent = buscar('merida')[0].nombre;");
    // A message only the search's option checks hold.
    const SEARCH = "La opción 'max'";
    expect(withSearch).toContain(SEARCH);
    expect(onlyEstado).not.toContain(SEARCH);
    expect(onlyEstado).toContain('Mérida');
    // Nor the ine edition, whose data alone holds INE codes.
    expect(onlyEstado).not.toMatch(/"codigo_ine":"\d+"/);
  });
});
