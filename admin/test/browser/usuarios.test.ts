import { describe, expect, it } from 'vitest';
import { createUser } from '@vegeo/testkit';
import { askSmsCode, home, lastSmsCode, open, openList, shot, useBrowser } from './support.js';

const session = useBrowser();

describe('Usuarios as an admin reads it', () => {
  it('a phone-only account by its phone; a disabled one greyed and said so; an invitation said as such', async () => {
    const phone = await session.signInPage();
    await askSmsCode(phone, '+58 412 555 0177');
    // The code's field shows once the emulator has the SMS; read before, there is none yet.
    await phone.getByLabel('Código recibido por SMS').waitFor();
    await phone.getByLabel('Código recibido por SMS').fill(await lastSmsCode('+584125550177'));
    await phone.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(phone);

    const page = await session.as('admin');
    await open(page, `/usuarios/${session.users.editor2.uid}`);
    await page.getByLabel('Desactivada').check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/usuarios(\?.*)?$/);
    await page.getByText('Cuenta guardada', { exact: true }).waitFor();

    const row = (text: string) => page.locator('tbody tr').filter({ hasText: text });
    await row('+584125550177').waitFor({ timeout: 15_000 });
    expect(await row(session.users.editor2.email).textContent()).toContain('Desactivada');
    expect(Number(await row(session.users.editor2.email).evaluate((tr) => getComputedStyle(tr).opacity))).toBeLessThan(1);
    expect(await row(session.users.editor.email).textContent()).toContain('Activa');
    const search = page.getByPlaceholder('Buscar por correo, nombre o teléfono');
    // The whole placeholder shows: it says what the search looks in.
    const placeholder = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      return { text: Math.ceil(context.measureText(input.placeholder).width), room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(placeholder.text).toBeLessThanOrEqual(placeholder.room);
    await shot(page, 'usuarios-list');
    // The server searches the phone it copied from Auth at the account's sign-in.
    await search.fill('555 0177');
    await page.getByText('1–1 de 1').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').textContent()).toContain('+584125550177');
    await search.fill('');
    // The list takes the cleared search after its pause, and writes it into the address: only then
    // on to Invitar, as a person would, not while that write is still pending.
    await page.waitForURL((url) => !decodeURIComponent(url.hash).includes('0177'));
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1);

    await page.getByRole('link', { name: 'Invitar' }).click();
    await page.waitForURL(/#\/usuarios\/create/);
    await page.getByLabel('Correo *').fill('ana@vegeo.test');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Invitación enviada: ana@vegeo.test recibirá un enlace para entrar.').waitFor();
  }, 180_000);

  it('searches by the name set on the profile page, sorts by name, and pages with the total', async () => {
    // Last by e-mail: the other tests find the role accounts on the first page.
    await Promise.all(Array.from({ length: 26 }, (_, i) => createUser({ email: `zz-cuenta-${String(i).padStart(2, '0')}@vegeo.test`, role: 'viewer' })));
    const page = await session.as('admin');
    // Named on the profile page: the service copies the name from Auth to where the list searches.
    await open(page, '/perfil');
    await page.getByLabel('Nombre').fill('Rigoberta Núñez');
    const details = page.getByRole('region', { name: 'Sus datos' });
    await details.getByRole('button', { name: 'Guardar' }).click();
    await details.getByText('Datos guardados.').waitFor();

    await openList(page, 'usuarios');
    const rows = page.locator('tbody tr');
    const range = page.getByText(/^1–25 de \d+$/);
    await range.waitFor({ timeout: 15_000 });
    const total = Number((await range.textContent())!.split(' de ')[1]);
    expect(total).toBeGreaterThanOrEqual(30);
    await open(page, `/usuarios?filter=${encodeURIComponent('{}')}&page=2`);
    await page.getByText(`26–${Math.min(50, total)} de ${total}`).waitFor();
    await expect.poll(() => rows.count()).toBe(Math.min(25, total - 25));
    await rows.first().filter({ hasText: 'zz-cuenta-' }).waitFor();

    await openList(page, 'usuarios');
    await page.getByPlaceholder('Buscar por correo, nombre o teléfono').fill('NÚÑEZ rigoberta');
    await page.getByText('1–1 de 1').waitFor();
    expect(await rows.textContent()).toContain(session.users.admin.email);
    expect(await rows.textContent()).toContain('Rigoberta Núñez');

    await openList(page, 'usuarios');
    await range.waitFor();
    // Sorted by name on the server: the one account with a name first, either way.
    await page.getByRole('columnheader', { name: 'Nombre' }).getByRole('button').click();
    await page.waitForURL(/sort=nombre/);
    await rows.first().filter({ hasText: 'Rigoberta Núñez' }).waitFor();
  }, 180_000);

  it('fits a phone: the list, Invitar, the theme toggle and the user menu on screen', async () => {
    const page = await session.as('admin', { viewport: { width: 390, height: 844 } });
    await open(page, '/usuarios');
    await page.getByText(session.users.editor.email).first().waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of [page.getByRole('link', { name: 'Invitar' }), page.getByRole('button', { name: 'Perfil' })]) {
      const box = await control.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The search comes right under the app bar: Invitar floats, and leaves no empty band above it.
    const bar = await page.locator('header').first().boundingBox();
    const search = await page.getByPlaceholder('Buscar por correo, nombre o teléfono').boundingBox();
    expect(search!.y - (bar!.y + bar!.height)).toBeLessThan(40);
    await shot(page, 'usuarios-phone');
  });
});
