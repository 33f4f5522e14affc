import { readDatabase } from '@vegeo/testkit';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atSignIn, closeAll, freshData, home, lastOobCode, lastSmsCode, launch, open, openList, roleChip, rows, shot, signedIn, submitPassword, type Users } from './support.js';

let browser: Browser;
let users: Users;
const contexts: BrowserContext[] = [];

async function as(user: keyof Users): Promise<Page> {
  const { context, page } = await signedIn(browser, users[user]);
  contexts.push(context);
  return page;
}

async function signInPage(path = ''): Promise<Page> {
  const { context, page } = await atSignIn(browser, path);
  contexts.push(context);
  return page;
}

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

/** The role input of the account's page (the list's role filter may still be on the page). */
function role(admin: Page) {
  return admin.locator('.RaEdit-main').getByLabel('Rol');
}

/** The admin's usuarios list, filtered to `email`, then that account's page. */
async function openAccount(admin: Page, email: string): Promise<void> {
  await openList(admin, 'usuarios', { q: email });
  await expect.poll(() => rows(admin).count(), { timeout: 20_000 }).toBe(1);
  await rows(admin).first().click();
  await role(admin).waitFor();
}

beforeAll(async () => {
  users = await freshData();
  browser = await launch();
});
afterAll(async () => {
  await closeAll(...contexts);
  await browser?.close();
});

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
    await page.getByText('Correo y contraseña').waitFor();

    await page.getByLabel('Contraseña nueva').fill('otra-clave-9');
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await page.getByText('Contraseña cambiada.').waitFor();

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
    await again.getByRole('button', { name: 'Quitar' }).click();
    await again.getByText('Desactivada.').waitFor();
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
    await admin.getByText('invitada@vegeo.test').waitFor();
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
    await expect.poll(async () => (await rows(admin).allTextContents()).join('|')).toContain(users.viewer.email);
    expect((await rows(admin).allTextContents()).join('|')).not.toContain(users.admin.email);
    await openAccount(admin, users.viewer.email);
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
    await openAccount(admin, users.admin.email);
    await role(admin).click();
    await admin.getByRole('option', { name: 'Lector' }).click();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    await shot(admin, 'usuarios-last-admin');
    await notice(admin).waitFor({ state: 'detached', timeout: 15_000 });

    await openAccount(admin, users.admin.email);
    await admin.getByLabel('Desactivada').check();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    await notice(admin).waitFor({ state: 'detached', timeout: 15_000 });

    await openAccount(admin, users.admin.email);
    await admin.getByRole('button', { name: 'Borrar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect.poll(() => notice(admin).textContent()).toBe(LAST_ADMIN);
    expect(await readDatabase(`/users/${users.admin.uid}`)).toMatchObject({ role: 'admin' });
    expect(await readDatabase(`/users/${users.admin.uid}/disabled`)).toBeFalsy();
  });

  it('a disabled user is signed out with a message, and refused at sign-in', async () => {
    const editor = await as('editor2');
    const admin = await as('admin');
    await openAccount(admin, users.editor2.email);
    await admin.getByLabel('Desactivada').check();
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);

    await editor.getByText('Un administrador desactivó su cuenta').waitFor({ timeout: 20_000 });
    await shot(editor, 'login-disabled');
    await submitPassword(editor, users.editor2.email, users.editor2.password);
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
    await shot(admin, 'audit-restore-refused');
  });
});

describe('an account deleted by an admin', () => {
  it('is signed out with a message, and its e-mail no longer signs in', async () => {
    const editor = await as('editor');
    const admin = await as('admin');
    await openAccount(admin, users.editor.email);
    await admin.getByRole('button', { name: 'Borrar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await admin.waitForURL(/#\/usuarios(\?|$)/);

    await editor.getByText('Su cuenta ya no existe y se cerró su sesión.').waitFor({ timeout: 20_000 });
    await submitPassword(editor, users.editor.email, users.editor.password);
    await editor.getByText(/No hay ninguna cuenta con ese correo|Correo o contraseña incorrectos/).waitFor();
  });
});
