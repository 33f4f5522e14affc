// The selector as a form field, in Chromium on the demo page: what react-hook-form drives, what a
// screen reader is told, and how each state looks (light and dark, 360 and 1280 px wide; the
// screenshots are kept), with axe-core in every state.
import { toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axNames, focusedAx } from './ax.js';
import { useDemo } from './demoServer.js';
import { axeViolations, shot } from './support.js';

const demo = useDemo();

const flat = toFlat(ine);
const idOf = (kind: 'municipios' | 'parroquias', name: string, parent?: string) =>
  Object.entries(flat[kind]).find(([id, place]) => ('parroquia' in place ? place.parroquia : place.municipio) === name && (!parent || id.startsWith(parent)))![0];

/** The demo page; `sent` fills the plain form as if it had been submitted with those ids. */
async function open(options: BrowserContextOptions = {}, sent?: Record<string, string>): Promise<Page> {
  const context = await demo.browser.newContext({ locale: 'es-VE', viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const query = sent ? `?${new URLSearchParams(Object.entries(sent).map(([nivel, id]) => [`ubicacion[${nivel}]`, id]))}` : '';
  await page.goto(demo.url + query);
  await page.getByRole('combobox', { name: 'Estado', exact: true }).first().waitFor();
  return page;
}
const plain = (page: Page) => page.locator('form').first();
const rhf = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Con react-hook-form' }) });
const box = (scope: Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent);

describe('a field react-hook-form drives', () => {
  it('a failed submit focuses the first level left empty; a screen reader hears the error as its description', async () => {
    const page = await open();
    const form = rhf(page);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Estado');
    expect(await focusedAx(page)).toMatchObject({ role: 'combobox', name: 'Estado', description: 'Elija el estado', invalid: 'true' });
    await shot(page, 'field-rhf-error');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('merida');
    await page.keyboard.press('Enter');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => focusedLabel(page)).toBe('Municipio');
    expect(await focusedAx(page)).toMatchObject({ name: 'Municipio', description: 'Elija el municipio' });

    await page.keyboard.type('libertador');
    await page.keyboard.press('Enter');
    await box(form, 'Parroquia').click();
    await form.getByRole('option', { name: 'Milla', exact: true }).click();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(async () => JSON.parse((await page.getByTestId('rhf').textContent()) || 'null')).toEqual({ estado: '13', municipio: '1312', parroquia: '131211' });
    expect(await box(form, 'Estado').getAttribute('aria-invalid')).toBe('false');
    await page.context().close();
  });

  it('clicking a label focuses its box and leaves the list closed', async () => {
    const page = await open();
    await plain(page).getByText('Municipio', { exact: true }).click();
    expect(await focusedLabel(page)).toBe('Municipio');
    expect(await box(plain(page), 'Municipio').getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(300); // the levels load on focus: the list stays closed once they are in
    expect(await box(plain(page), 'Municipio').getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('an option is named with its detail apart: «Catedral, Libertador, Distrito Capital»', async () => {
    const page = await open();
    await box(plain(page), 'Parroquia').fill('catedral');
    await plain(page).getByRole('option').first().waitFor();
    expect(await axNames(page, 'option')).toContain('Catedral, Libertador, Distrito Capital');
    await page.context().close();
  });
});

describe('looks and feel', () => {
  const maracaibo = idOf('municipios', 'Maracaibo', '23');
  const venancio = idOf('parroquias', 'Venancio Pulgar', maracaibo);
  const longName = { estado: '13', municipio: '1322', parroquia: idOf('parroquias', 'María de la Concepción Palacios Blanco', '1322') };

  it('opened again, the list shows its choice (Venancio Pulgar, the last of Maracaibo’s 18), marked', async () => {
    const page = await open({}, { estado: '23', municipio: maracaibo, parroquia: venancio });
    const parroquia = box(plain(page), 'Parroquia');
    await expect.poll(() => parroquia.inputValue()).toBe('Venancio Pulgar');
    await parroquia.click();
    const list = plain(page).getByRole('listbox', { name: 'Parroquia' });
    await expect.poll(() => list.getByRole('option').count()).toBe(18);
    const chosen = list.locator('[data-chosen]');
    await expect.poll(() => chosen.getAttribute('aria-selected')).toBe('true');
    const [option, view] = await Promise.all([chosen.boundingBox(), list.boundingBox()]);
    expect(option!.y).toBeGreaterThanOrEqual(view!.y - 1);
    expect(option!.y + option!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('a long name at 360 px ends in an ellipsis from its start; opened, the list shows it whole', async () => {
    const page = await open({ viewport: { width: 360, height: 740 } }, longName);
    const parroquia = box(plain(page), 'Parroquia');
    await expect.poll(() => parroquia.inputValue()).toBe('María de la Concepción Palacios Blanco');
    const fit = await parroquia.evaluate((input: HTMLInputElement) => ({ overflow: input.scrollWidth > input.clientWidth, ellipsis: getComputedStyle(input).textOverflow, left: input.scrollLeft }));
    expect(fit).toEqual({ overflow: true, ellipsis: 'ellipsis', left: 0 });
    await parroquia.click();
    const chosen = plain(page).getByRole('listbox', { name: 'Parroquia' }).locator('[data-chosen] .vegeo-name');
    expect(await chosen.textContent()).toBe('María de la Concepción Palacios Blanco');
    expect(await chosen.evaluate((name) => name.scrollWidth <= name.clientWidth && name.getBoundingClientRect().height > 0)).toBe(true);
    await page.context().close();
  });

  it('an empty box shows a chevron and a hint; its border is the page’s inputs’ where the page styles them', async () => {
    const page = await open();
    const estado = box(plain(page), 'Estado');
    expect(await estado.getAttribute('placeholder')).toBe('Escriba o elija');
    const chevron = await estado.evaluate((input) => getComputedStyle(input.parentElement!, '::after').borderRightWidth);
    expect(chevron).toBe('2px');
    await page.addStyleTag({ content: 'input { border: 3px dashed rgb(200, 0, 0); border-radius: 2px; }' });
    expect(await estado.evaluate((input) => { const s = getComputedStyle(input); return [s.borderTopWidth, s.borderTopStyle, s.borderTopColor, s.borderTopLeftRadius]; })).toEqual(['3px', 'dashed', 'rgb(200, 0, 0)', '2px']);
    await page.context().close();
  });

  it('on a dark page the list’s border stands out of the page (contrast ≥ 3:1)', async () => {
    const page = await open({ colorScheme: 'dark' });
    await box(plain(page), 'Estado').click();
    await plain(page).getByRole('option').first().waitFor();
    // The page's background: the canvas the dark scheme paints (the body itself is transparent).
    const colors = await page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement('div'), { style: 'background: Canvas' }));
      const canvas = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [getComputedStyle(document.querySelector('.vegeo-popup:not([hidden])')!).borderTopColor, canvas];
    });
    expect(contrast(colors[0]!, colors[1]!)).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  // Every state, light and dark, phone and desktop: axe finds nothing, and the screenshots are kept to be looked at.
  for (const [width, height] of [[360, 740], [1280, 900]] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`each state at ${width} px, ${colorScheme}: no axe violations`, async () => {
        const page = await open({ viewport: { width, height }, colorScheme }, longName);
        const name = (state: string) => `field-${state}-${width}-${colorScheme}`;
        const check = async (state: string) => {
          await shot(page, name(state));
          expect(await axeViolations(page), state).toEqual([]);
        };
        await expect.poll(() => box(plain(page), 'Parroquia').inputValue()).toBe('María de la Concepción Palacios Blanco');
        await check('chosen');
        await box(plain(page), 'Parroquia').click();
        await plain(page).locator('[data-chosen]').waitFor();
        await check('reopened');
        await page.keyboard.press('Escape');
        await box(rhf(page), 'Estado').click();
        await rhf(page).getByRole('option').first().waitFor();
        await check('open-empty');
        await page.keyboard.type('san jose');
        await check('typed');
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await rhf(page).getByRole('button', { name: 'Guardar' }).click();
        await rhf(page).getByText('Elija el estado').waitFor();
        await check('error');
        await page.context().close();
      });
    }
  }
});

/** WCAG's contrast ratio of two computed colours (`rgb()`, or `color(srgb …)` with 0–1 channels). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const scale = color.startsWith('color(') ? 1 : 255;
    const [r, g, bl] = color.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
      const v = Number(c) / scale;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
