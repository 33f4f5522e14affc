import { describe, expect, it } from 'vitest';
import { askSmsCode, home, lastSmsCode, open, shot, useBrowser } from './support.js';

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

    const row = (text: string) => page.locator('tbody tr').filter({ hasText: text });
    await row('+584125550177').waitFor({ timeout: 15_000 });
    expect(await row(session.users.editor2.email).textContent()).toContain('Desactivada');
    expect(Number(await row(session.users.editor2.email).evaluate((tr) => getComputedStyle(tr).opacity))).toBeLessThan(1);
    expect(await row(session.users.editor.email).textContent()).toContain('Activa');
    const search = page.getByPlaceholder('Buscar por correo, nombre o teléfono');
    expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await shot(page, 'usuarios-list');

    await page.getByRole('link', { name: 'Invitar' }).click();
    await page.getByLabel('Correo *').fill('ana@vegeo.test');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Invitación enviada: ana@vegeo.test recibirá un enlace para entrar.').waitFor();
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
    await shot(page, 'usuarios-phone');
  });
});
