import { readFileSync } from 'node:fs';
import { normalizeName, pais, toFlat } from '@vegeo/data';
import { describe, expect, inject, it } from 'vitest';
import { cliAs, open, openList, rangeLabel, rows, shot, useBrowser } from './support.js';

const flat = toFlat(pais);
const session = useBrowser();
const names = (page: Parameters<typeof rows>[0], column = 3) => rows(page).locator(`td:nth-child(${column})`).allTextContents();
const searchBox = (page: Parameters<typeof rows>[0]) => page.getByRole('textbox', { name: 'Buscar' });

describe('a list and its address agree in every direction', () => {
  it('an address typed in the same tab, Back and Forward, a link inside the app, and the menu', async () => {
    const page = await session.as('admin');
    await openList(page, 'estados');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(24);
    // Typed over the list's own address, in the same tab.
    await page.goto(`${inject('adminUrl')}#/estados?filter=${JSON.stringify({ q: 'merida' })}`);
    await expect.poll(() => names(page)).toEqual(['Mérida']);
    expect(await searchBox(page).inputValue()).toBe('merida');
    await shot(page, 'estados-typed-address');

    // A search is an entry of the history: Back shows the list as it was before it, Forward again.
    // The address follows a search typed once typing pauses (1.5 s).
    await searchBox(page).fill('zulia');
    await expect.poll(() => names(page)).toEqual(['Zulia']);
    await expect.poll(() => decodeURIComponent(page.url()), { timeout: 5_000 }).toContain('"q":"zulia"');
    await page.goBack();
    await expect.poll(() => names(page)).toEqual(['Mérida']);
    expect(await searchBox(page).inputValue()).toBe('merida');
    expect(decodeURIComponent(page.url())).toContain('"q":"merida"');
    await page.goForward();
    await expect.poll(() => names(page)).toEqual(['Zulia']);
    expect(await searchBox(page).inputValue()).toBe('zulia');
    // Leaving the box (to the address bar, a row, another field) writes it at once.
    await searchBox(page).fill('tachira');
    await expect.poll(() => names(page)).toEqual(['Táchira']);
    await page.keyboard.press('Tab');
    await expect.poll(() => decodeURIComponent(page.url()), { timeout: 500 }).toContain('"q":"tachira"');

    // A link inside the app (an estado's name on a municipio's page) opens its list as linked.
    await open(page, '/parroquias?filter=' + encodeURIComponent(JSON.stringify({ municipioId: '1312' })));
    const ofLibertador = Object.values(flat.parroquias).filter((p) => p.municipioId === '1312').length;
    await expect.poll(() => rangeLabel(page).textContent()).toBe(`1–${ofLibertador} de ${ofLibertador}`);

    // The menu opens a list as it was left.
    await page.getByRole('menuitem', { name: 'Estados' }).click();
    await expect.poll(() => names(page)).toEqual(['Táchira']);
    expect(decodeURIComponent(page.url())).toContain('"q":"tachira"');
  });
});

describe('a list used from the keyboard', () => {
  it('Tab reaches each row by the link on its name, with a visible ring, and Enter opens it', async () => {
    const page = await session.as('viewer');
    await openList(page, 'municipios');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(25);
    const first = rows(page).first().locator('a.vegeo-row-link');
    const name = (await first.textContent()) as string;
    await searchBox(page).focus();
    let focused = '';
    for (let tab = 0; tab < 30 && focused !== name; tab++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement?.classList.contains('vegeo-row-link') ? (document.activeElement.textContent ?? '') : ''));
    }
    expect(focused).toBe(name);
    const ring = await first.evaluate((link) => getComputedStyle(link).outlineStyle + ' ' + getComputedStyle(link).outlineWidth);
    expect(ring).toBe('solid 2px');
    await shot(page, 'municipios-keyboard-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/municipios\/\d{4}\/show$/);
    await page.getByText(name).first().waitFor();
  });

  it('sort headers show focus too, and the pages are numbered', async () => {
    const page = await session.as('viewer');
    await openList(page, 'parroquias');
    await expect.poll(() => rangeLabel(page).textContent(), { timeout: 15_000 }).toBe('1–25 de 1139');
    await page.getByRole('button', { name: 'Ir a la página 46' }).waitFor();
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect.poll(() => rangeLabel(page).textContent()).toBe('26–50 de 1139');
    expect(await page.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Nombre' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const header = page.locator('th .MuiTableSortLabel-root').nth(1);
    expect(await header.evaluate((label) => getComputedStyle(label).outlineStyle)).toBe('solid');
    await shot(page, 'parroquias-pages');
  });
});

describe('the list search forgives as vegeo buscar does', () => {
  it('"catedarl" finds Catedral, "catedral lara" the one of Lara first, and says «¿Quiso decir…?»', async () => {
    const page = await session.as('viewer');
    await openList(page, 'parroquias');
    await expect.poll(() => rangeLabel(page).textContent(), { timeout: 15_000 }).toBe('1–25 de 1139');
    await searchBox(page).fill('catedarl');
    const catedrales = Object.values(flat.parroquias).filter((p) => normalizeName(p.parroquia) === 'catedral').length;
    const withCatedral = Object.values(flat.parroquias).filter((p) => normalizeName(p.parroquia).includes('catedral')).length;
    await expect.poll(() => names(page).then((found) => found.filter((name) => name === 'Catedral').length)).toBe(catedrales);
    const notice = page.getByRole('status').filter({ hasText: '¿Quiso decir' });
    await notice.getByText('«Catedral»').waitFor();
    await shot(page, 'parroquias-did-you-mean');
    await notice.getByRole('button', { name: '«Catedral»' }).click();
    await expect.poll(() => searchBox(page).inputValue()).toBe('Catedral');
    await expect.poll(() => rows(page).count()).toBe(withCatedral);

    await searchBox(page).fill('catedral lara');
    await expect.poll(() => rows(page).first().locator('td:nth-child(4)').textContent()).toBe('Iribarren');
    expect(await rows(page).first().locator('td:nth-child(5)').textContent()).toBe('Lara');

    await searchBox(page).fill('xqzwv');
    await page.getByText('No se encontraron parroquias').waitFor();
  });

  it('places named like the built-ins of JavaScript objects are ordinary names', async () => {
    const vegeo = cliAs(session.users.editor);
    for (const nombre of ['constructor', '__proto__', 'toString']) {
      const made = vegeo(['parroquias', 'crear', '--municipio', '1312', '--nombre', nombre]);
      expect(made.code, made.err).toBe(0);
    }
    const page = await session.as('viewer');
    for (const nombre of ['constructor', '__proto__', 'toString']) {
      await openList(page, 'parroquias', { q: nombre });
      await expect.poll(() => names(page)).toEqual([nombre]);
      await rows(page).first().locator('a.vegeo-row-link').click();
      await page.waitForURL(/#\/parroquias\/1312\d\d\/show$/);
      await page.getByText(nombre, { exact: true }).first().waitFor();
    }
    await openList(page, 'parroquias', { municipioId: '1312' });
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['constructor', '__proto__', 'toString']));
  }, 240_000);
});

describe('what an admin tool is also expected to do', () => {
  it('names the page in the tab, has a favicon, and exports CSV that Spanish Excel opens', async () => {
    const page = await session.as('admin');
    await openList(page, 'parroquias', { municipioId: '1312' });
    await expect.poll(() => page.title()).toBe('Parroquias · vegeo');
    await open(page, '/municipios/1312/show');
    await expect.poll(() => page.title()).toMatch(/^Municipio Libertador.* · vegeo$/);
    const icon = await page.locator('link[rel=icon]').getAttribute('href');
    expect((await page.request.get(new URL(icon as string, inject('adminUrl')).href)).headers()['content-type']).toBe('image/png');

    await openList(page, 'parroquias', { municipioId: '1312' });
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar', exact: true }).click()]);
    const bytes = readFileSync((await download.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark
    const lines = bytes.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe('id;parroquia;municipioId;municipio;estadoId;estado');
    expect(lines).toContain('131201;Antonio Spinetti Dini;1312;Libertador;13;Mérida');
  }, 180_000);

  it('selects rows on several pages, exports them, and deletes them with one nota', async () => {
    const page = await session.as('editor');
    await openList(page, 'parroquias', { municipioId: '1312' });
    await expect.poll(() => rows(page).count()).toBeGreaterThan(2);
    const picked = (await names(page)).slice(0, 2);
    for (const name of picked) await page.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }).check();
    const bar = page.getByRole('toolbar', { name: 'Acciones sobre la selección' });
    await bar.getByText('2 parroquias seleccionadas').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Exportar la selección' }).click()]);
    expect(readFileSync((await download.path()) as string, 'utf8').trim().split('\n')).toHaveLength(3);
    await bar.getByRole('button', { name: 'Borrar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Nota del cambio/).fill('Duplicadas');
    await shot(page, 'parroquias-bulk-delete');
    await dialog.getByRole('button', { name: 'Borrar' }).click();
    await page.getByText('2 parroquias borradas.').waitFor({ timeout: 90_000 });
    await expect.poll(() => names(page)).not.toContain(picked[0]);
    const admin = await session.as('admin');
    await openList(admin, 'auditoria', { accion: 'borrar' });
    await expect.poll(() => rows(admin).count()).toBe(2);
    expect(await rows(admin).allTextContents()).toEqual([expect.stringContaining('Duplicadas'), expect.stringContaining('Duplicadas')]);
  });
});
