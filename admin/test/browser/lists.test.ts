import { readFileSync } from 'node:fs';
import { normalizeName, pais, toFlat } from '@vegeo/data';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAll, freshData, launch, open, openList, pixel, rangeLabel, rows, shot, signedIn, type Users } from './support.js';

const flat = toFlat(pais);
let browser: Browser;
let users: Users;
let context: BrowserContext;
let page: Page;
const hosts = new Set<string>();

beforeAll(async () => {
  users = await freshData();
  browser = await launch();
  ({ context, page } = await signedIn(browser, users.admin, { onRequest: (url) => void (url.startsWith('http') && hosts.add(new URL(url).hostname)) }));
});
afterAll(async () => {
  await closeAll(context);
  // No telemetry, no font or icon CDN: every request went to the app's server or the emulators.
  expect([...hosts]).toEqual(['127.0.0.1']);
  await browser?.close();
});

describe('an admin finds places', () => {
  it('sees the dashboard with the totals and the 24 estados listed', async () => {
    await expect.poll(() => page.locator('[data-total="parroquias"]').textContent()).toBe('1139');
    await page.getByText('La base de datos es igual a los datos incluidos.').waitFor();
    await shot(page, 'dashboard');
    await openList(page, 'estados');
    await expect.poll(() => rows(page).count()).toBe(24);
    expect(await rangeLabel(page).textContent()).toBe('1–24 de 24');
    // What a viewer must not see is there for an admin (roles.test.ts counts it absent).
    expect(await page.getByRole('link', { name: 'Crear' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Auditoría' }).count()).toBe(1);
    await shot(page, 'estados-list');
  });

  it('searches parroquias: "santa rosa" lists every one whose name holds both words', async () => {
    const expected = Object.values(flat.parroquias).filter((p) => ['santa', 'rosa'].every((w) => normalizeName(p.parroquia).includes(w)));
    await openList(page, 'parroquias');
    await expect.poll(() => rangeLabel(page).textContent()).toBe('1–25 de 1139');
    const columnEdges = () => page.locator('thead th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    const edgesBefore = await columnEdges();
    await page.getByPlaceholder('Buscar').fill('santa rosa');
    await expect.poll(() => rows(page).count(), { timeout: 5_000 }).toBe(expected.length);
    const names = await rows(page).locator('td:nth-child(3)').allTextContents();
    expect(names.sort()).toEqual(expected.map((p) => p.parroquia).sort());
    // On a wide screen the columns stay where they were while the rows change under them.
    expect(await columnEdges()).toEqual(edgesBefore);
    expect(names.filter((name) => name === 'Santa Rosa')).toHaveLength(4);
    await shot(page, 'parroquias-search');
    // The search is not a navigation, yet the address bar holds it: the copied address opens the same list.
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toContain('"q":"santa rosa"');
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => rows(shared).count(), { timeout: 30_000 }).toBe(expected.length);
    expect(await shared.getByPlaceholder('Buscar').inputValue()).toBe('santa rosa');
    await shared.close();
  });

  it('"merida" finds Mérida among the estados', async () => {
    await openList(page, 'estados');
    await expect.poll(() => rangeLabel(page).textContent()).toBe('1–24 de 24');
    await page.getByPlaceholder('Buscar').fill('merida');
    await expect.poll(() => rows(page).locator('td:nth-child(3)').allTextContents()).toEqual(['Mérida']);
  });

  it('filters parroquias by estado, then by a municipio of that estado', async () => {
    await openList(page, 'parroquias');
    await expect.poll(() => rangeLabel(page).textContent()).toBe('1–25 de 1139');
    await page.getByRole('combobox', { name: 'Estado' }).fill('merda'); // a typo, forgiven as vegeo buscar forgives it
    await page.getByRole('listbox', { name: 'Estado' }).getByRole('option', { name: 'Mérida' }).click();
    const ofMerida = Object.values(flat.parroquias).filter((p) => p.estadoId === '13').length;
    await expect.poll(() => rangeLabel(page).textContent()).toBe(`1–25 de ${ofMerida}`);
    await page.getByRole('combobox', { name: 'Municipio' }).fill('libertador');
    // Narrowed to Mérida: one Libertador, not the eight of the country.
    const choices = page.getByRole('listbox', { name: 'Municipio' }).getByRole('option');
    await expect.poll(() => choices.allTextContents()).toEqual(['Libertador']);
    await choices.getByText('Libertador').click();
    const ofLibertador = Object.values(flat.parroquias).filter((p) => p.municipioId === '1312');
    await expect.poll(() => rows(page).count()).toBe(ofLibertador.length);
    expect((await rows(page).locator('td:nth-child(4)').allTextContents()).every((name) => name === 'Libertador')).toBe(true);
    await shot(page, 'parroquias-filtered');

    // CSV export: every record the filters match, with Spanish-readable columns.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\ufeff/, '').trim().split('\n');
    expect(csv[0]).toBe('id;parroquia;municipioId;municipio;estadoId;estado');
    const expected = Object.entries(flat.parroquias).filter(([, p]) => p.municipioId === '1312');
    expect(csv.slice(1).sort()).toEqual(expected.map(([id, p]) => `${id};${p.parroquia};1312;Libertador;13;Mérida`).sort());
  });

  it('sorts by a column, Spanish order', async () => {
    await openList(page, 'estados');
    await expect.poll(() => rows(page).count()).toBe(24);
    await page.getByRole('button', { name: 'Capital' }).click();
    const capitals = Object.values(flat.estados).map((e) => e.capital).sort(new Intl.Collator('es').compare);
    await expect.poll(() => rows(page).locator('td:nth-child(4)').allTextContents()).toEqual(capitals);
  });

  it('shows an estado with its municipios, linked', async () => {
    await open(page, '/estados/13/show');
    await page.getByRole('cell', { name: 'Libertador', exact: true }).waitFor();
    await shot(page, 'estado-show');
    await page.getByRole('cell', { name: 'Libertador', exact: true }).click();
    await page.waitForURL(/#\/municipios\/1312\/show$/);
    await page.getByText('Milla').first().waitFor();
    await shot(page, 'municipio-show');
  });

  it('reads the audit (empty yet) and has a usable phone layout and a dark mode', async () => {
    await open(page, '/auditoria');
    await page.getByText('Todavía no hay').first().waitFor();
    const phone = await signedIn(browser, users.admin, { viewport: { width: 390, height: 844 } });
    await openList(phone.page, 'parroquias');
    const first = Object.values(flat.parroquias).map((p) => p.parroquia).sort(new Intl.Collator('es', { numeric: true }).compare)[0]!;
    await phone.page.getByText(first).first().waitFor();
    expect(await phone.page.locator('table').count()).toBe(0); // a simple list, not a table
    await shot(phone.page, 'parroquias-phone');
    const dark = await signedIn(browser, users.admin, { colorScheme: 'dark' });
    await openList(dark.page, 'municipios');
    await expect.poll(() => rows(dark.page).count()).toBe(25);
    const background = await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(250, 250, 250)');
    await shot(dark.page, 'municipios-dark');
    await closeAll(phone.context, dark.context);
  });

  it('on a tablet, scrolls a wide table inside its card: the page keeps the screen\'s width and its buttons in sight', async () => {
    const tablet = await signedIn(browser, users.admin, { viewport: { width: 800, height: 900 } });
    const fitsTheScreen = () => tablet.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const inSight = async (name: string) => {
      const box = (await tablet.page.getByRole('main').getByRole('link', { name }).or(tablet.page.getByRole('main').getByRole('button', { name })).first().boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 800;
    };
    const scrollsInItsCard = (selector: string) => tablet.page.locator(selector).evaluate((wrapper) => wrapper.scrollWidth > wrapper.clientWidth);
    /**
     * How much darker each edge of the table's card is than its middle, in the first row's top
     * padding (no text there), the pointer away from the rows (a hovered row has a background).
     */
    const edgeShades = async (selector: string, on = tablet.page) => {
      await on.mouse.move(1, 1);
      const { left, right, middle, y } = await on.locator(selector).evaluate((wrapper) => {
        const box = wrapper.getBoundingClientRect();
        const row = wrapper.querySelector('tbody tr')!.getBoundingClientRect();
        return { left: Math.ceil(box.left) + 1, right: Math.floor(box.right) - 2, middle: Math.round(box.left + box.width / 2), y: Math.round(row.top) + 2 };
      });
      const brightness = async (x: number) => (await pixel(on, x, y)).reduce((sum, channel) => sum + channel, 0) / 3;
      const paper = await brightness(middle);
      return { left: paper - (await brightness(left)), right: paper - (await brightness(right)) };
    };
    const expectShaded = (shades: { left: number; right: number }, where: 'left' | 'right' | 'both' | 'none') => {
      const shaded = (edge: 'left' | 'right') => where === edge || where === 'both';
      for (const edge of ['left', 'right'] as const) {
        if (shaded(edge)) expect(shades[edge], `${edge} edge shaded`).toBeGreaterThan(10);
        else expect(Math.abs(shades[edge]), `${edge} edge as the card`).toBeLessThan(3);
      }
    };
    const scrollToEnd = (selector: string) => tablet.page.locator(selector).evaluate((wrapper) => void (wrapper.scrollLeft = wrapper.scrollWidth));
    const scrollToMiddle = (selector: string, on = tablet.page) => on.locator(selector).evaluate((wrapper) => void (wrapper.scrollLeft = (wrapper.scrollWidth - wrapper.clientWidth) / 2));

    await openList(tablet.page, 'estados'); // its headers do not wrap: wider than the card
    await expect.poll(() => rows(tablet.page).count()).toBe(24);
    expect(await scrollsInItsCard('.RaDataTable-tableWrapper')).toBe(true);
    expect(await fitsTheScreen()).toBe(true);
    expect(await inSight('Exportar')).toBe(true);
    // The edge beyond which more of the table lies is shaded: the right one, then, scrolled to
    // the end, the left one.
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'right');
    await shot(tablet.page, 'estados-tablet');
    await scrollToMiddle('.RaDataTable-tableWrapper');
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'both');
    await shot(tablet.page, 'estados-tablet-scrolled');
    await scrollToEnd('.RaDataTable-tableWrapper');
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'left');

    // react-admin's own table (Usuarios) does the same.
    await open(tablet.page, '/usuarios');
    await tablet.page.getByRole('cell', { name: users.editor.email }).waitFor();
    expect(await scrollsInItsCard('.RaDataTable-tableWrapper')).toBe(true);
    expect(await fitsTheScreen()).toBe(true);
    expect(await inSight('Invitar')).toBe(true);
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'right');
    await scrollToEnd('.RaDataTable-tableWrapper');
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'left');

    // In the dark theme too (a darker shade on a darker card).
    const dark = await signedIn(browser, users.admin, { viewport: { width: 800, height: 900 }, colorScheme: 'dark' });
    await openList(dark.page, 'estados');
    await expect.poll(() => rows(dark.page).count()).toBe(24);
    await scrollToMiddle('.RaDataTable-tableWrapper', dark.page);
    expectShaded(await edgeShades('.RaDataTable-tableWrapper', dark.page), 'both');
    await shot(dark.page, 'estados-tablet-dark');
    await closeAll(dark.context);

    // Wide enough for the whole table: no edge is shaded.
    await tablet.page.setViewportSize({ width: 1280, height: 900 });
    await openList(tablet.page, 'estados');
    await expect.poll(() => rows(tablet.page).count()).toBe(24);
    expectShaded(await edgeShades('.RaDataTable-tableWrapper'), 'none');
    await closeAll(tablet.context);
  });

  it('keeps the page readable when the window narrows to a phone\'s, and the menu as it was when it widens', async () => {
    await openList(page, 'municipios');
    await expect.poll(() => rows(page).count()).toBe(25);
    await expect.poll(() => page.locator('.RaSidebar-docked.RaSidebar-open').count()).toBe(1); // wide: the menu is open
    await page.setViewportSize({ width: 390, height: 844 });
    // The menu does not cover the page, and nothing hides the page from a screen reader (a role
    // query skips whatever is aria-hidden).
    await page.getByRole('main').getByText('Acevedo').first().waitFor();
    await expect.poll(() => page.locator('.MuiDrawer-modal').count()).toBe(0);
    await shot(page, 'municipios-narrowed');
    // A page opened narrow by the same browser, where the menu was left open wide, starts closed too.
    const narrow = await context.newPage();
    await narrow.setViewportSize({ width: 390, height: 844 });
    await narrow.goto(page.url());
    await narrow.getByRole('main').getByText('Acevedo').first().waitFor();
    await expect.poll(() => narrow.locator('.MuiDrawer-modal').count()).toBe(0);
    await narrow.close();
    // The person may still open it there; and widened, the menu is open again, as it was.
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page.getByRole('menuitem', { name: 'Parroquias' }).waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 860 });
    await expect.poll(() => page.locator('.RaSidebar-docked.RaSidebar-open').count()).toBe(1);
    await page.getByRole('main').getByText('Acevedo').first().waitFor();
  });
});
