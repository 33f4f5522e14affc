import { readDatabase } from '@vegeo/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askSmsCode, home, lastOobCode, lastSmsCode, open, openList, roleChip, rows, shot, submitPassword, useBrowser } from './support.js';

const session = useBrowser();
const { as, signInPage } = session;

/** Creates an account on the sign-in page and lands on the home page. */
async function signUp(email: string, password: string): Promise<Page> {
  const page = await signInPage();
  await page.getByRole('button', { name: 'Crear una cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();
  await home(page);
  return page;
}

const LAST_ADMIN = 'Es el último administrador activo: nombre antes a otro administrador, o el proyecto quedaría sin nadie que pueda administrarlo';

/** The message of react-admin's notification on screen. */
function notice(page: Page) {
  return page.locator('.MuiSnackbarContent-message');
}

/** The profile's list of the ways the account signs in. */
function methods(page: Page) {
  return page.getByRole('region', { name: 'Cómo entra' });
}

/** On the profile: links `phoneNumber` (as typed) with the SMS code the emulator sent to `e164`. */
async function linkPhone(page: Page, phoneNumber: string, e164: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Entrar también con su teléfono' });
  await section.getByLabel('Número de teléfono').fill(phoneNumber);
  await section.getByRole('button', { name: 'Enviarme el código' }).click();
  await section.getByLabel('Código recibido por SMS').waitFor();
  await section.getByLabel('Código recibido por SMS').fill(await lastSmsCode(e164));
  await section.getByRole('button', { name: 'Vincular con este código' }).click();
}

/**
 * Production's Auth refuses a sensitive change (a password, a linked phone) from a sign-in older
 * than a few minutes; the emulator never does. From here on the page's Auth answers as production
 * would (CREDENTIAL_TOO_OLD_LOGIN_AGAIN) to any change made with an ID token whose sign-in is not
 * newer than `signedInAt` (seconds), and passes the rest to the emulator.
 */
async function asksForRecentSignIn(page: Page, signedInAt: number): Promise<void> {
  await page.context().route(/accounts:update/, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const { idToken } = (route.request().postDataJSON() ?? {}) as { idToken?: string };
    const claims = idToken ? (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { auth_time?: number }) : {};
    if ((claims.auth_time ?? 0) > signedInAt) return route.continue();
    const cors = { 'access-control-allow-origin': (await route.request().headerValue('origin')) ?? '*' };
    return route.fulfill({ status: 400, headers: cors, contentType: 'application/json', body: JSON.stringify({ error: { code: 400, message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', errors: [{ message: 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN', reason: 'invalid' }] } }) });
  });
}

/** The role input of the account's page (the list's role filter may still be on the page). */
function role(admin: Page) {
  return admin.locator('.RaEdit-main').getByLabel('Rol');
}

/** The admin's usuarios list, filtered to `email`, then that account's page. */
async function openAccount(admin: Page, email: string): Promise<void> {
  await openList(admin, 'usuarios', { q: email });
  await expect.poll(() => rows(admin).count(), { timeout: 60_000 }).toBe(1);
  await rows(admin).first().click();
  await role(admin).waitFor();
}

describe('profile', () => {
  it('name and photo, password change, SMS second factor enrolled then asked at sign-in, then removed', async () => {
    const page = await signUp('perfil@vegeo.test', 'secreto123');
    await open(page, '/perfil');
    await page.getByLabel('Nombre').fill('Paula Pérez');
    await page.getByLabel(/Foto/).fill('no es una dirección');
    const details = page.getByRole('region', { name: 'Sus datos' });
    await details.getByRole('button', { name: 'Guardar' }).click();
    await details.getByText('La foto debe ser una dirección que empiece por https://').waitFor();
    await page.getByLabel(/Foto/).fill('https://example.org/paula.png');
    await details.getByRole('button', { name: 'Guardar' }).click();
    await details.getByText('Datos guardados.').waitFor();
    await methods(page).getByText('Correo (con contraseña o con enlace)').waitFor();

    await page.getByLabel('Contraseña nueva').fill('otra-clave-9');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await page.getByText('Contraseña guardada').waitFor();

    // A second factor needs a verified e-mail: Firebase says so, in Spanish here.
    const factor = page.getByRole('region', { name: 'Verificación en dos pasos (SMS)' });
    await factor.getByLabel('Número de teléfono').fill('+58 414 555 0202');
    await factor.getByRole('button', { name: 'Enviarme el código' }).click();
    await factor.getByText('Primero verifique su correo').waitFor();
    await page.getByRole('button', { name: 'Enviar correo de verificación' }).click();
    await page.getByText('Le enviamos un correo').waitFor();
    const verify = await signInPage();
    await verify.goto((await lastOobCode('perfil@vegeo.test', 'VERIFY_EMAIL')).oobLink);
    await page.reload();
    await page.getByText('correo verificado').waitFor();

    await factor.getByLabel('Número de teléfono').fill('+58 414 555 0202');
    await factor.getByRole('button', { name: 'Enviarme el código' }).click();
    await factor.getByLabel('Código recibido por SMS').waitFor();
    await factor.getByLabel('Código recibido por SMS').fill(await lastSmsCode('+584145550202'));
    await factor.getByRole('button', { name: 'Activar con este código' }).click();
    await factor.getByText('Activada').waitFor();
    await shot(page, 'profile');

    const again = await signInPage();
    await submitPassword(again, 'perfil@vegeo.test', 'otra-clave-9');
    await again.getByLabel('Código recibido por SMS').waitFor();
    await again.getByLabel('Código recibido por SMS').fill(await lastSmsCode('+584145550202'));
    await again.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(again);
    await expect.poll(() => again.locator('header').textContent()).toContain('Paula Pérez');

    await open(again, '/perfil');
    await again.getByRole('region', { name: 'Verificación en dos pasos (SMS)' }).getByRole('button', { name: 'Quitar' }).click();
    await again.getByText('Desactivada.').waitFor();
  });

  it('an account that signs in by e-mail link adds a password, confirming who it is by a new link when asked, then signs in with it', async () => {
    const page = await signInPage();
    await page.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    await page.getByLabel('Correo electrónico').fill('enlace@vegeo.test');
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByText('Le enviamos un enlace').waitFor();
    await page.goto((await lastOobCode('enlace@vegeo.test', 'EMAIL_SIGNIN')).oobLink);
    await home(page);
    const before = await signInPage();
    await submitPassword(before, 'enlace@vegeo.test', 'clave-propia-7');
    await before.getByText('Correo o contraseña incorrectos.').waitFor();

    await asksForRecentSignIn(page, Math.floor(Date.now() / 1000));
    await open(page, '/perfil');
    await page.getByLabel('Contraseña nueva').fill('clave-propia-7');
    await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirme que es usted' });
    await confirm.getByRole('button', { name: 'Enviarme un enlace' }).click();
    await confirm.getByText('Le enviamos un enlace a enlace@vegeo.test').waitFor();
    await shot(page, 'profile-reauth-link');
    await confirm.getByRole('button', { name: 'Continuar' }).click();
    await confirm.getByText('Todavía no se confirmó su identidad').waitFor();

    // The link opened in another tab of the same browser confirms; the tab that asked goes on.
    const mail = await page.context().newPage();
    await mail.goto((await lastOobCode('enlace@vegeo.test', 'EMAIL_SIGNIN')).oobLink);
    await mail.getByText('Identidad confirmada').waitFor();
    expect(mail.url()).not.toContain('oobCode');
    await expect
      .poll(async () => {
        if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Continuar' }).click();
        return page.getByText('Contraseña guardada: ya puede entrar con su correo y ella.').isVisible();
      })
      .toBe(true);

    const after = await signInPage();
    await submitPassword(after, 'enlace@vegeo.test', 'clave-propia-7');
    await home(after);
  });

  it('links a phone, then signs in by phone into the same account; unlinks, never the last way in; a taken phone reads in Spanish', async () => {
    const page = await signUp('telefono@vegeo.test', 'secreto123');
    await open(page, '/perfil');
    await linkPhone(page, '+58 416 555 0303', '+584165550303');
    await methods(page).getByText('+584165550303').waitFor();
    expect(await methods(page).getByRole('listitem').allTextContents()).toEqual(['Correo (con contraseña o con enlace)telefono@vegeo.testQuitar', 'Teléfono+584165550303Quitar']);

    // Google's popup needs Google's script (apis.google.com): offline, the page says so.
    const google = page.getByRole('region', { name: 'Entrar también con Google' });
    const popup = page.waitForEvent('popup', { timeout: 30_000 });
    await google.getByRole('button', { name: 'Vincular Google' }).click();
    const idp = await Promise.race([popup, google.getByText('No se pudo abrir la ventana de Google: no hay conexión con Google').waitFor({ timeout: 30_000 }).then(() => null)]);
    if (idp) {
      await idp.locator('#add-account-button').click();
      await idp.locator('#email-input').fill('telefono@vegeo.test');
      await idp.locator('#sign-in').click();
      await methods(page).getByText('Google').waitFor();
    } else {
      popup.catch(() => undefined);
    }
    await shot(page, 'profile-methods');

    const byPhone = await signInPage();
    await askSmsCode(byPhone, '+58 416 555 0303');
    await byPhone.getByLabel('Código recibido por SMS').waitFor();
    await byPhone.getByLabel('Código recibido por SMS').fill(await lastSmsCode('+584165550303'));
    await byPhone.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(byPhone);
    await open(byPhone, '/perfil');
    await methods(byPhone).getByRole('listitem').filter({ hasText: 'telefono@vegeo.test' }).waitFor();

    const ways = methods(byPhone).getByRole('listitem');
    for (const way of idp ? ['Google', 'Correo'] : ['Correo']) {
      await ways.filter({ hasText: way }).getByRole('button', { name: 'Quitar' }).click();
      await methods(byPhone).getByText(/^Se quitó/).waitFor();
      await expect.poll(() => ways.filter({ hasText: way }).count()).toBe(0);
    }
    await ways.filter({ hasText: 'Teléfono' }).getByRole('button', { name: 'Quitar' }).click();
    await methods(byPhone).getByText('No se puede quitar: es su única forma de entrar. Vincule antes otra.', { exact: true }).waitFor();
    await shot(byPhone, 'profile-last-method');
    expect(await ways.allTextContents()).toEqual(['Teléfono+584165550303Quitar']);

    const other = await signUp('otro-telefono@vegeo.test', 'secreto123');
    await open(other, '/perfil');
    await linkPhone(other, '+58 416 555 0303', '+584165550303');
    await other.getByRole('region', { name: 'Entrar también con su teléfono' }).getByText('Ese teléfono ya es la forma de entrar de otra cuenta: no se puede vincular a esta.', { exact: true }).waitFor();
  });

  it('"eliminar mi cuenta", confirmed: signed out, the /users entry gone, the e-mail no longer signs in', async () => {
    const page = await signUp('me-voy@vegeo.test', 'secreto123');
    // A first call mirrors the account in /users, as any callable does.
    await open(page, '/perfil');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await page.getByText(/Su cuenta (fue eliminada|ya no existe)/).waitFor();
    const users = (await readDatabase('/users')) as Record<string, { email?: string }>;
    expect(Object.values(users).map((user) => user.email)).not.toContain('me-voy@vegeo.test');
    await submitPassword(page, 'me-voy@vegeo.test', 'secreto123');
    await page.getByText(/No hay ninguna cuenta con ese correo|Correo o contraseña incorrectos/).waitFor();
  });
});

describe('usuarios (admins)', () => {
  it('invite: the invited person signs in through the e-mailed link, on another device, with the role given', async () => {
    const admin = await as('admin');
    await openList(admin, 'usuarios');
    await admin.getByRole('link', { name: 'Invitar' }).click();
    await admin.getByLabel('Correo *').fill('invitada@vegeo.test');
    await admin.getByLabel('Nombre').fill('Inés Invitada');
    await admin.getByLabel('Rol *').click();
    await admin.getByRole('option', { name: 'Editor' }).click();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);
    await admin.getByText('Invitación enviada: invitada@vegeo.test recibirá un enlace para entrar.').waitFor();
    await admin.getByRole('cell', { name: 'invitada@vegeo.test' }).waitFor();
    await shot(admin, 'usuarios-list');

    const invited = await signInPage();
    await invited.goto((await lastOobCode('invitada@vegeo.test', 'EMAIL_SIGNIN')).oobLink);
    await invited.getByLabel('Correo electrónico').fill('invitada@vegeo.test');
    await invited.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(invited);
    await expect.poll(() => roleChip(invited).textContent()).toBe('Editor');
    await open(invited, '/municipios/1312/show');
    await invited.getByRole('link', { name: 'Editar' }).waitFor();
  });

  it('a role change is seen without signing out; search and role filter find the account', async () => {
    const viewer = await as('viewer');
    await expect.poll(() => roleChip(viewer).textContent()).toBe('Lector');
    const admin = await as('admin');
    await openList(admin, 'usuarios', { role: 'viewer' });
    await expect.poll(async () => (await rows(admin).allTextContents()).join('|')).toContain(session.users.viewer.email);
    expect((await rows(admin).allTextContents()).join('|')).not.toContain(session.users.admin.email);
    await openAccount(admin, session.users.viewer.email);
    await role(admin).click();
    await admin.getByRole('option', { name: 'Editor' }).click();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);

    await expect.poll(() => roleChip(viewer).textContent(), { timeout: 20_000 }).toBe('Editor');
    await open(viewer, '/municipios/1312/show');
    await viewer.getByRole('link', { name: 'Editar' }).waitFor();
  });

  it('the last admin cannot demote, disable or delete themself: the reason is on screen, word for word', async () => {
    const admin = await as('admin');
    await openAccount(admin, session.users.admin.email);
    await role(admin).click();
    await admin.getByRole('option', { name: 'Lector' }).click();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    await shot(admin, 'usuarios-last-admin');
    await notice(admin).waitFor({ state: 'detached', timeout: 15_000 });

    await openAccount(admin, session.users.admin.email);
    await admin.getByLabel('Desactivada').check();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    await notice(admin).waitFor({ state: 'detached', timeout: 15_000 });

    await openAccount(admin, session.users.admin.email);
    await admin.getByRole('button', { name: 'Borrar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    expect(await readDatabase(`/users/${session.users.admin.uid}`)).toMatchObject({ role: 'admin' });
    expect(await readDatabase(`/users/${session.users.admin.uid}/disabled`)).toBeFalsy();
  });

  it('a disabled user is signed out with a message, and refused at sign-in', async () => {
    const editor = await as('editor2');
    const admin = await as('admin');
    await openAccount(admin, session.users.editor2.email);
    await admin.getByLabel('Desactivada').check();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);

    await editor.getByText('Un administrador desactivó su cuenta').waitFor({ timeout: 20_000 });
    await shot(editor, 'login-disabled');
    await submitPassword(editor, session.users.editor2.email, session.users.editor2.password);
    await editor.getByText('Esta cuenta está desactivada').waitFor();
  });
});

describe('auditoria: Restaurar', () => {
  it('an admin restores a record as it was before a change; a second restore is refused with its reason', async () => {
    const editor = await as('editor');
    await open(editor, '/municipios/1312');
    const name = editor.getByLabel('Nombre *');
    await expect.poll(() => name.inputValue()).toBe('Libertador');
    await name.fill('Libertador Restaurable');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.waitForURL(/#\/municipios\/1312\/show$/);

    const admin = await as('admin');
    await openList(admin, 'auditoria', { accion: 'editar' });
    await rows(admin).first().click();
    await admin.getByRole('button', { name: 'Restaurar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    await admin.getByText('Restaurado').waitFor();
    await expect.poll(async () => ((await readDatabase('/geo/municipios/1312')) as { municipio: string }).municipio).toBe('Libertador');

    await openList(admin, 'auditoria', { accion: 'editar' });
    await rows(admin).first().click();
    await admin.getByRole('button', { name: 'Restaurar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    await admin.getByText("No se restauró: Un cambio posterior tocó el municipio '1312'; restaure antes ese cambio", { exact: true }).waitFor();
    // The dialog closes (its fade ends) and leaves the reason under the button.
    await admin.getByRole('dialog').waitFor({ state: 'detached' });
    await shot(admin, 'audit-restore-refused');
  });
});

describe('an account deleted by an admin', () => {
  it('is signed out with a message, and its e-mail no longer signs in', async () => {
    const editor = await as('editor');
    const admin = await as('admin');
    await openAccount(admin, session.users.editor.email);
    await admin.getByRole('button', { name: 'Borrar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);

    await editor.getByText('Su cuenta ya no existe y se cerró su sesión.').waitFor({ timeout: 20_000 });
    await submitPassword(editor, session.users.editor.email, session.users.editor.password);
    await editor.getByText(/No hay ninguna cuenta con ese correo|Correo o contraseña incorrectos/).waitFor();
  });
});
