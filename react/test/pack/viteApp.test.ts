// `npm pack` of the package installed into an empty Vite app outside the workspace, with React 18
// (the workspace's own tests render with React 19): the app builds, its page works in Chromium,
// and the package renders on the server with React 18's renderToString.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, shot } from '../browser/support.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const MAIN = `import '@vegeo/react/estilos.css';
import { SelectorUbicacion } from '@vegeo/react';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [value, setValue] = useState(null);
  return h('form', null, h(SelectorUbicacion, { name: 'ubicacion', nivel: 'municipio', onChange: setValue }), h('output', { id: 'value' }, JSON.stringify(value)));
}
createRoot(document.getElementById('root')).render(h(App));
`;

let app: string;
let browser: Browser | undefined;
let server: PreviewServer | undefined;

beforeAll(() => {
  app = mkdtempSync(join(tmpdir(), 'vegeo-react-app-'));
  const packed = JSON.parse(npm(['pack', '-w', '@vegeo/react', '--json', '--pack-destination', app], root)) as { filename: string }[];
  const tarball = join(app, packed[0]!.filename);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'una-app', private: true, type: 'module', scripts: { build: 'vite build' } }, null, 2));
  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(app, 'main.js'), MAIN);
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, 'react@^18.3.1', 'react-dom@^18.3.1', 'vite@^7.3.8'], app);
  npm(['run', 'build'], app);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (app) rmSync(app, { recursive: true, force: true });
});

describe('the packed package in a Vite app of its own', () => {
  it('installs alone: nothing of the workspace, no dependency but React', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/@vegeo/react/package.json'), 'utf8'));
    expect(installed.dependencies ?? {}).toEqual({});
    expect(installed.peerDependencies).toEqual({ react: '^18.0.0 || ^19.0.0' });
    expect(existsSync(join(app, 'node_modules/@vegeo/data'))).toBe(false);
    expect(JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version).toMatch(/^18\./);
    const built = readdirSync(join(app, 'dist/assets')).map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8')).join('\n');
    expect(built).not.toContain(root);
  });

  it('renders on the server with React 18', () => {
    const script = "import { renderToString } from 'react-dom/server'; import { createElement } from 'react'; import { SelectorUbicacion } from '@vegeo/react'; console.log(renderToString(createElement(SelectorUbicacion, { name: 'u', defaultValue: { estado: { id: '13', nombre: 'Mérida' } } })));";
    const html = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' });
    expect(html).toContain('>Estado</label>');
    expect(html).toContain('value="Mérida"');
    expect(html).toContain('name="u[estado]" value="13"');
  });

  it('works in the built page, with React 18', async () => {
    server = await preview({ root: app, configFile: false, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
    browser = await launch();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.resolvedUrls!.local[0]!);
    await page.getByRole('combobox', { name: 'Municipio' }).fill('iribaren');
    await page.getByRole('option', { name: /^Iribarren/ }).click();
    await expect.poll(async () => JSON.parse((await page.locator('#value').textContent()) ?? 'null')).toEqual({
      estado: { id: '12', nombre: 'Lara', codigo_ine: '13' },
      municipio: { id: '1203', nombre: 'Iribarren', codigo_ine: '1303' },
      parroquia: null,
    });
    expect(await page.getByRole('combobox', { name: 'Estado' }).inputValue()).toBe('Lara');
    await shot(page, 'vite-app-react18');
    expect(errors).toEqual([]);
  });
});
