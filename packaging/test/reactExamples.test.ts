// The README of @vegeo/react, run: each file it shows whole (`// archivo: …`) written into a fresh
// project with the packed tarball and the libraries the examples use (the versions this workspace
// pins, from npm's cache), the plain-form, react-hook-form and Formik examples built by Vite and the
// Next.js one by Next, and each used in Chromium as a person would, what it sends read on the way.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { shOk, userEnv } from '../src/npm.mjs';
import { freshProject } from '../src/project.mjs';
import { readmeFiles } from '../src/readmeFiles.js';

const require = createRequire(import.meta.url);
const version = (name: string) => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
const LIBRARIES = ['react', 'react-dom', 'react-hook-form', 'formik', 'next', 'vite', 'typescript', '@types/react', '@types/react-dom', '@types/node'];
const readme = readmeFiles(readFileSync(fileURLToPath(new URL('../../react/README.md', import.meta.url)), 'utf8'));
const VITE_EXAMPLES = [...readme.keys()].filter((file) => !file.startsWith('app/'));

let project: string;
let browser: Browser;
beforeAll(async () => {
  const tarball = inject('packed').find(({ name }) => name === '@vegeo/react')!.tarball;
  project = await freshProject([tarball, ...LIBRARIES.map((name) => `${name}@${version(name)}`)]);
  browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
});
afterAll(() => browser?.close());

async function write(dir: string, files: Iterable<[string, string]>) {
  for (const [name, text] of files) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
}

/** A page whose POSTs to /api/direcciones are answered here and kept, as a server would get them. */
async function pageSending(url: string): Promise<{ page: Page; sent: Request[]; errors: string[] }> {
  const page = await browser.newPage();
  const sent: Request[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('**/api/direcciones', (route) => (sent.push(route.request()), route.fulfill({ status: 204 })));
  await page.goto(url);
  return { page, sent, errors };
}
const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** Types into a level and takes its best match. */
async function pick(page: Page, name: string, typed: string, option: string) {
  await box(page, name).fill(typed);
  await page.getByRole('listbox', { name }).getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => box(page, name).inputValue()).toBe(option);
}
const pickMilla = async (page: Page) => {
  await pick(page, 'Estado', 'merida', 'Mérida');
  await pick(page, 'Municipio', 'libertador', 'Libertador');
  await pick(page, 'Parroquia', 'milla', 'Milla');
};
// (A string: the page's DOM is not this file's.)
const focusedLabel = (page: Page) => page.evaluate<string | undefined>('document.activeElement?.labels?.[0]?.textContent');
/** The focused element's accessible description, as Chromium gives it to a screen reader. */
async function focusedDescription(page: Page): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; description?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
  const focused = nodes.find((node) => node.role?.value === 'combobox' && node.properties?.some((p) => p.name === 'focused' && p.value.value === true));
  return focused?.description?.value;
}

describe("the README's forms, built by Vite from the packed package", () => {
  let server: PreviewServer;
  let url: string;
  beforeAll(async () => {
    const app = join(project, 'vite-app');
    const imports = VITE_EXAMPLES.map((file) => `import { ${file.replace(/\.tsx$/, '')} } from './${file}';`).join('\n');
    await write(app, [
      ...VITE_EXAMPLES.map((file) => [file, readme.get(file)!] as [string, string]),
      ['index.html', '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Formularios</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>'],
      // Each example on its own page: #FormularioRhf and so on.
      ['main.tsx', `${imports}\nimport { createRoot } from 'react-dom/client';\nconst examples = { ${VITE_EXAMPLES.map((file) => file.replace(/\.tsx$/, '')).join(', ')} };\nconst Example = examples[location.hash.slice(1) as keyof typeof examples];\ncreateRoot(document.getElementById('root')!).render(<Example />);\n`],
      ['vite.config.mjs', "export default { esbuild: { jsx: 'automatic' }, logLevel: 'warn' };\n"],
    ]);
    shOk('npx vite build', app);
    server = await preview({ root: app, configFile: false, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0 } });
    url = server.resolvedUrls!.local[0]!;
  });
  afterAll(() => server?.close());

  it('shows the examples the tests below use', () => {
    expect(VITE_EXAMPLES.sort()).toEqual(['FormularioFormik.tsx', 'FormularioIne.tsx', 'FormularioRhf.tsx', 'FormularioSencillo.tsx']);
  });

  it('a plain form: FormData holds the ids', async () => {
    const { page, sent, errors } = await pageSending(`${url}#FormularioSencillo`);
    await pickMilla(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toEqual({ 'ubicacion[estado]': '13', 'ubicacion[municipio]': '1312', 'ubicacion[parroquia]': '131211' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('valorOculto="ine": the form posts the INE codes', async () => {
    const { page, sent } = await pageSending(`${url}#FormularioIne`);
    await pickMilla(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData() ?? ''))).toEqual({ 'ubicacion[estado]': '14', 'ubicacion[municipio]': '1412', 'ubicacion[parroquia]': '141211' });
    await page.close();
  });

  it('react-hook-form: a failed submit focuses the first empty level, its error read as the description; then the ids are sent', async () => {
    const { page, sent, errors } = await pageSending(`${url}#FormularioRhf`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Estado');
    expect(await focusedDescription(page)).toBe('Elija el estado');
    await pick(page, 'Estado', 'merida', 'Mérida');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Municipio');
    expect(await focusedDescription(page)).toBe('Elija el municipio');
    await pick(page, 'Municipio', 'libertador', 'Libertador');
    await pick(page, 'Parroquia', 'milla', 'Milla');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toEqual({ estado: '13', municipio: '1312', parroquia: '131211' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Formik: the error shows once submitted, and the INE codes are sent', async () => {
    const { page, sent, errors } = await pageSending(`${url}#FormularioFormik`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Elija la parroquia').waitFor();
    expect(await box(page, 'Parroquia').getAttribute('aria-invalid')).toBe('true');
    await pickMilla(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.postDataJSON()).toEqual({ estado: '14', municipio: '1412', parroquia: '141211' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the README's Next.js page (App Router), built by Next from the packed package", () => {
  let next: ChildProcess | undefined;
  let url: string;
  beforeAll(async () => {
    const app = join(project, 'next-app');
    await write(app, [
      ...[...readme].filter(([file]) => file.startsWith('app/')),
      ['app/layout.tsx', "export default function Layout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang=\"es\">\n      <body>{children}</body>\n    </html>\n  );\n}\n"],
      ['package.json', '{ "private": true, "type": "module" }\n'],
    ]);
    const env = userEnv({ NEXT_TELEMETRY_DISABLED: '1' });
    shOk('npx next build', app);
    const port = await freePort();
    next = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, stdio: 'ignore', detached: true });
    url = `http://127.0.0.1:${port}`;
    await until(() => fetch(`${url}/direccion`).then((response) => response.ok, () => false), 60_000);
  });
  afterAll(() => {
    if (next?.pid) process.kill(-next.pid);
  });

  it('draws the saved address with its names in the server’s HTML, before any script runs', async () => {
    const html = await (await fetch(`${url}/direccion`)).text();
    for (const name of ['Mérida', 'Libertador', 'Milla']) expect(html).toMatch(new RegExp(`value="${name}"`));
    expect(html).toMatch(/name="ubicacion\[parroquia\]" value="131211"/);
  });

  it('hydrates without complaint, and the form posts the saved ids', async () => {
    const { page, sent, errors } = await pageSending(`${url}/direccion`);
    await box(page, 'Estado').click();
    await expect.poll(() => page.getByRole('listbox', { name: 'Estado' }).getByRole('option').count()).toBe(24);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.postData() ?? ''))).toEqual({ 'ubicacion[estado]': '13', 'ubicacion[municipio]': '1312', 'ubicacion[parroquia]': '131211' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

async function until(ready: () => Promise<boolean>, timeout: number): Promise<void> {
  for (const end = Date.now() + timeout; !(await ready()); ) {
    if (Date.now() > end) throw new Error(`No respondió en ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

