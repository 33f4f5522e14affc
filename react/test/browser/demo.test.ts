import { toFlat } from '@vegeo/data';
import { ine } from '@vegeo/data/ine';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demoServer.js';
import { axeViolations, shot } from './support.js';

const demo = useDemo();

async function openDemo(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await demo.browser.newContext({ locale: 'es-VE', viewport: { width: 1000, height: 900 }, ...options });
  const page = await context.newPage();
  await page.goto(demo.url);
  await page.getByRole('combobox', { name: 'Estado', exact: true }).first().waitFor();
  return page;
}

// The plain form's boxes (the react-hook-form one below it has the same labels).
const box = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true }).first();
const activeOption = (page: Page, name: string) =>
  box(page, name).evaluate((input) => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null);

describe('the demo page in Chromium', () => {
  it('by keyboard alone: Mérida → Libertador → one of its 15 parroquias, a typo in each; the plain form submits the ids', async () => {
    const page = await openDemo();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await page.keyboard.type('merda');
    await expect.poll(() => activeOption(page, 'Estado')).toBe('Mérida');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('libertadr');
    await expect.poll(() => activeOption(page, 'Municipio')).toBe('Libertador');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('listbox', { name: 'Parroquia' }).getByRole('option').count()).toBe(15);
    await page.keyboard.type('sagraio');
    await expect.poll(() => activeOption(page, 'Parroquia')).toBe('Sagrario');
    await shot(page, 'demo-parroquia-typed');
    await page.keyboard.press('Enter');
    expect(await box(page, 'Parroquia').inputValue()).toBe('Sagrario');
    await page.keyboard.press('Tab'); // the submit button
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?/);
    const sent = await page.getByTestId('enviado').textContent();
    const sagrario = Object.entries(toFlat(ine).parroquias).find(([, p]) => p.municipioId === '1312' && p.parroquia === 'Sagrario')![0];
    expect(sent?.split('\n')).toEqual(['ubicacion[estado]=13', 'ubicacion[municipio]=1312', `ubicacion[parroquia]=${sagrario}`]);
    // The page gives the ids back as the selector's first value: the names come from the data.
    await expect.poll(() => box(page, 'Parroquia').inputValue()).toBe('Sagrario');
    expect(await box(page, 'Estado').inputValue()).toBe('Mérida');
    await page.context().close();
  });

  it('has no axe-core violations, closed and with a list open', async () => {
    const page = await openDemo();
    expect(await axeViolations(page)).toEqual([]);
    await box(page, 'Municipio').click();
    await box(page, 'Municipio').fill('sucre');
    await page.getByRole('listbox', { name: 'Municipio' }).getByRole('option').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await box(page, 'Lugar').fill('barquisimeto');
    await page.getByRole('listbox', { name: 'Lugar' }).getByRole('option').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('works by touch on a phone-sized screen (390×844), the list within the screen, options a finger wide', async () => {
    const page = await openDemo({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await box(page, 'Estado').tap();
    const list = page.getByRole('listbox', { name: 'Estado' });
    await list.getByRole('option').first().waitFor();
    const option = list.getByRole('option', { name: 'Mérida' });
    await option.scrollIntoViewIfNeeded();
    const size = await option.boundingBox();
    expect(size!.height).toBeGreaterThanOrEqual(44);
    const listBox = await list.boundingBox();
    expect(listBox!.x).toBeGreaterThanOrEqual(0);
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'demo-phone-open');
    await option.tap();
    expect(await box(page, 'Estado').inputValue()).toBe('Mérida');
    await box(page, 'Municipio').tap();
    await page.getByRole('listbox', { name: 'Municipio' }).getByRole('option', { name: 'Libertador' }).tap();
    expect(await box(page, 'Municipio').inputValue()).toBe('Libertador');
    await shot(page, 'demo-phone-chosen');
    await page.context().close();
  });

  it('reads on a dark page; the one-field search and the headless example work', async () => {
    const page = await openDemo({ colorScheme: 'dark' });
    await box(page, 'Lugar').fill('barquisimeto');
    const options = page.getByRole('listbox', { name: 'Lugar' }).getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['Lara Estado · por Barquisimeto', 'Iribarren Municipio · Lara · por Barquisimeto']);
    await shot(page, 'demo-dark-buscador');
    await options.nth(1).click();
    await expect.poll(async () => JSON.parse((await page.getByTestId('lugar').textContent()) ?? 'null')?.municipio?.id).toBe('1203');
    const colors = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.vegeo-input')!);
      return { text: style.color, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(colors.text).not.toBe('rgb(0, 0, 0)');

    await box(page, 'Estado (datos base)').fill('la guaira');
    await expect.poll(() => activeOption(page, 'Estado (datos base)')).toBe('Vargas');
    await page.keyboard.press('Enter');
    await expect.poll(async () => JSON.parse((await page.getByTestId('propio').textContent()) ?? '{}').estado).toEqual({ id: '21', nombre: 'Vargas' });
    await page.context().close();
  });
});
