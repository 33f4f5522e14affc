import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pais, toFlat } from '@vegeo/data';
import { createUser, resetEmulators, seedDatabase, type Role, type TestUser } from '@vegeo/testkit';
import type {} from '@vegeo/testkit/global-setup';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type {} from './global-setup.js';

/** Playwright's 30 s default is short for a step that waits on the emulators while every lane of `npm test` keeps the cores busy. */
const STEP_TIMEOUT_MS = 60_000;

/** Where the screenshots of each main screen are kept (a CI artifact). */
export const SCREENSHOTS = fileURLToPath(new URL('../../test-artifacts/screenshots/', import.meta.url));
const CLI = fileURLToPath(new URL('../../../cli/bin/vegeo.cjs', import.meta.url));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export type Users = Record<'admin' | 'editor' | 'editor2' | 'viewer', TestUser>;

/** Empty emulators, `/geo` as seeded, and one account per role (two editors). */
export async function freshData(): Promise<Users> {
  await resetEmulators();
  await seedDatabase('/geo', toFlat(pais, { updatedAt: Date.now() }));
  const make = (email: string, role: Role) => createUser({ email, role });
  return {
    admin: await make('admin@vegeo.test', 'admin'),
    editor: await make('editor@vegeo.test', 'editor'),
    editor2: await make('editora@vegeo.test', 'editor'),
    viewer: await make('lector@vegeo.test', 'viewer'),
  };
}

/** A new browser context (its own session) at the app, signed in as `user`. */
export async function signedIn(
  browser: Browser,
  user: TestUser,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark'; onRequest?: (url: string) => void } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, colorScheme: options.colorScheme ?? 'light', locale: 'es-VE' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  if (options.onRequest) context.on('request', (request) => options.onRequest?.(request.url()));
  const page = await context.newPage();
  await page.goto(inject('adminUrl'));
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByText('Versión de los datos').waitFor({ timeout: 30_000 });
  return { context, page };
}

/** Opens `path` (a react-admin route, e.g. `/parroquias`) in the signed-in page. */
export async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/** Opens a list with no filter (react-admin remembers a list's last filter), first page. */
export async function openList(page: Page, resource: string, filter: Record<string, string> = {}): Promise<void> {
  await open(page, `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&page=1`);
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/** The colour (red, green, blue) a person sees at (x, y) of the page's window: a screenshot's pixel. */
export async function pixel(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
  // Decoded by the browser's own image decoder: no decoder of our own.
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red!, green!, blue!] as [number, number, number];
  }, png.toString('base64'));
}

/** The rows of the list on screen. */
export function rows(page: Page) {
  return page.locator('table tbody tr');
}

/** The "1–25 de 1139" label of the list's pagination. */
export function rangeLabel(page: Page) {
  return page.locator('.MuiTablePagination-displayedRows');
}

/** The CLI as a signed-in user on the same emulators, as an operator would run it. */
export function cliAs(user: TestUser) {
  const home = mkdtempSync(join(tmpdir(), 'vegeo-admin-cli-'));
  const { env, ports } = inject('vegeoEmulators');
  const environment = { ...process.env, ...env, VEGEO_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`, XDG_CONFIG_HOME: home, NO_COLOR: '1', VEGEO_REMOTE: '' };
  const run = (args: string[], input = '') => {
    const result = spawnSync(process.execPath, [CLI, ...args], { env: environment, input, encoding: 'utf8' });
    return { code: result.status, out: result.stdout, err: result.stderr };
  };
  const login = run(['login', user.email, '--password-stdin'], `${user.password}\n`);
  if (login.code !== 0) throw new Error(`vegeo login ${user.email}: ${login.err}`);
  return run;
}

export async function closeAll(...contexts: (BrowserContext | undefined)[]): Promise<void> {
  for (const context of contexts) await context?.close();
}

/** A new browser context (its own session, like another device) at the sign-in page. */
export async function atSignIn(browser: Browser, path = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'es-VE' });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(inject('adminUrl') + path);
  return { context, page };
}

function authEmulator(path: string): string {
  const { env, projectId } = inject('vegeoEmulators');
  return `http://${env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/${path}`;
}

/** The newest e-mail the Auth emulator "sent" to `email` of `requestType` (`PASSWORD_RESET`, `EMAIL_SIGNIN`, `VERIFY_EMAIL`). */
export async function lastOobCode(email: string, requestType: string): Promise<{ oobCode: string; oobLink: string }> {
  const { oobCodes } = (await (await fetch(authEmulator('oobCodes'))).json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] };
  const found = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
  if (!found) throw new Error(`No hay correo ${requestType} para ${email}`);
  return found;
}

/** The newest SMS code the Auth emulator "sent" to `phoneNumber`. */
export async function lastSmsCode(phoneNumber: string): Promise<string> {
  const { verificationCodes } = (await (await fetch(authEmulator('verificationCodes'))).json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const found = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
  if (!found) throw new Error(`No hay SMS para ${phoneNumber}`);
  return found.code;
}

/** Signs in on the sign-in page already open, by e-mail and password. */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** On the sign-in page already open: "Entrar con su teléfono", the number, and the SMS code asked for. */
export async function askSmsCode(page: Page, phoneNumber: string): Promise<void> {
  await page.getByRole('button', { name: 'Entrar con su teléfono' }).click();
  await page.getByLabel('Número de teléfono').fill(phoneNumber);
  await page.getByRole('button', { name: 'Enviarme el código' }).click();
}

/** The home page, signed in. */
export function home(page: Page) {
  return page.getByText('Versión de los datos').waitFor({ timeout: 30_000 });
}

/** The role chip in the app bar (`Lector`, `Editor`, `Administrador`). */
export function roleChip(page: Page) {
  return page.locator('header .MuiChip-label');
}

/**
 * A test file's browser: one Chromium for the file, fresh emulator data (once, or before each
 * test with `freshEachTest`), and every context its pages opened closed at the end (and, with
 * `freshEachTest`, before each test). Registers the file's hooks; call it at the top level.
 */
export function useBrowser(options: { freshEachTest?: boolean } = {}) {
  let browser: Browser | undefined;
  let users: Users | undefined;
  const contexts: BrowserContext[] = [];
  const opened = ({ context, page }: { context: BrowserContext; page: Page }) => {
    contexts.push(context);
    return page;
  };
  beforeAll(async () => {
    if (!options.freshEachTest) users = await freshData();
    browser = await launch();
  });
  if (options.freshEachTest) {
    beforeEach(async () => {
      await closeAll(...contexts.splice(0));
      users = await freshData();
    });
  }
  afterAll(async () => {
    await closeAll(...contexts.splice(0));
    await browser?.close();
  });
  const started = () => {
    if (!browser || !users) throw new Error('useBrowser: el navegador aún no arrancó (úselo dentro de una prueba)');
    return { browser, users };
  };
  return {
    /** The accounts made for this file (or this test), one per role. */
    get users(): Users {
      return started().users;
    },
    /** A new session at the app, signed in as `user` (a role's account or any other). */
    as: async (user: keyof Users | TestUser, settings?: Parameters<typeof signedIn>[2]) => {
      const { browser: running, users: accounts } = started();
      return opened(await signedIn(running, typeof user === 'string' ? accounts[user] : user, settings));
    },
    /** A new session (like another device) at the sign-in page, at `path` of the app. */
    signInPage: async (path = '') => opened(await atSignIn(started().browser, path)),
  };
}
