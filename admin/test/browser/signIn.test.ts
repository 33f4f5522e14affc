import { createUser, seedDatabase } from '@vegeo/testkit';
import { describe, expect, inject, it } from 'vitest';
import { askSmsCode, home, lastOobCode, lastSmsCode, roleChip, shot, submitPassword, useBrowser } from './support.js';

const session = useBrowser();
const { signInPage } = session;

describe('the sign-in page, step by step', () => {
  it('keeps the e-mail typed across its steps, names each step and the account a reset is for, tells strangers nothing', async () => {
    const page = await signInPage();
    const card = page.locator('.MuiCard-root');
    const width = (await card.boundingBox())?.width;
    await expect.poll(() => page.title()).toBe('Iniciar sesión en vegeo · vegeo');
    await page.getByLabel('Correo electrónico').fill(session.users.editor.email);
    await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    await page.getByRole('heading', { name: 'Cambiar su contraseña' }).waitFor();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(session.users.editor.email);
    await page.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(session.users.editor.email);

    // An address with no account reads as one that has it: nothing tells who has an account.
    await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    await page.getByLabel('Correo electrónico').fill('nadie@vegeo.test');
    await page.getByRole('button', { name: 'Enviar el correo para cambiarla' }).click();
    await page.getByText('Si hay una cuenta con ese correo').waitFor();
    expect(await page.getByText(/No hay ninguna cuenta/).count()).toBe(0);
    await page.getByRole('button', { name: 'Entrar con correo y contraseña' }).click();
    await page.getByLabel('Contraseña').fill('lo-que-sea');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Correo o contraseña incorrectos.').waitFor();
    expect((await card.boundingBox())?.width).toBe(width); // the card keeps its width as messages come
    await shot(page, 'login-unknown-address');

    await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    await page.getByLabel('Correo electrónico').fill(session.users.editor.email);
    await page.getByRole('button', { name: 'Enviar el correo para cambiarla' }).click();
    await page.getByText('Si hay una cuenta con ese correo').waitFor();
    const { oobCode } = await lastOobCode(session.users.editor.email, 'PASSWORD_RESET');
    const reset = await signInPage(`?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await reset.getByRole('heading', { name: `Contraseña nueva para ${session.users.editor.email}` }).waitFor();
    await shot(reset, 'login-new-password');
  });

  it('a used e-mail link reads as an error alone; a mobile written as at home (0414…) gets its SMS', async () => {
    const page = await signInPage();
    await page.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    await page.getByLabel('Correo electrónico').fill(session.users.editor2.email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByText('Le enviamos un enlace').waitFor();
    const { oobLink } = await lastOobCode(session.users.editor2.email, 'EMAIL_SIGNIN');
    const first = await signInPage();
    await first.goto(oobLink);
    await first.getByLabel('Correo electrónico').fill(session.users.editor2.email);
    await first.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(first);
    const reused = await signInPage();
    await reused.goto(oobLink);
    await reused.getByLabel('Correo electrónico').fill(session.users.editor2.email);
    await reused.getByRole('button', { name: 'Entrar', exact: true }).click();
    await reused.getByText(/El enlace (no es válido|caducó)/).waitFor();
    expect(await reused.locator('.MuiAlert-standardSuccess').count()).toBe(0);
    await shot(reused, 'login-email-link-reused');

    const phone = await signInPage();
    await askSmsCode(phone, '0414 555 0199');
    await phone.getByText('Enviamos un código por SMS a +584145550199').waitFor();
  });
});

describe('signing in and creating an account', () => {
  it('a wrong password and an unknown e-mail each read in Spanish; what was typed stays', async () => {
    const page = await signInPage();
    await submitPassword(page, session.users.viewer.email, 'equivocada');
    await page.getByText('Correo o contraseña incorrectos.').waitFor();
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(session.users.viewer.email);
    await shot(page, 'login-wrong-password');
  });

  it('an address opened signed out leads to the sign-in page once, which then sits still, and signing in opens that address', async () => {
    const page = await signInPage('#/municipios');
    await page.getByLabel('Correo electrónico').waitFor();
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    // The tab's blank page, the address, the sign-in page: three entries of the browser's history.
    // Sending the person to the sign-in page again and again filled it (to the browser's 50) and
    // kept a core busy for as long as the page was open.
    const entries = () => page.evaluate(() => window.history.length);
    const shown = await entries();
    expect(shown).toBeLessThanOrEqual(3);
    await page.waitForTimeout(1000);
    expect(await entries()).toBe(shown);
    // Sitting still, the page loads nothing more; the first key starts fetching the list it leads to.
    expect(scripts).toEqual([]);
    await page.getByLabel('Correo electrónico').press('v');
    await expect.poll(() => scripts.some((path) => /\/MunicipioList-[\w-]+\.js$/.test(path))).toBe(true);
    await submitPassword(page, session.users.viewer.email, session.users.viewer.password);
    await page.getByText('Municipios', { exact: true }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.location.hash.split('?')[0])).toBe('#/municipios');
  });

  it('creates an account, which is a viewer; the same e-mail again is refused', async () => {
    const page = await signInPage();
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();
    await page.getByLabel('Correo electrónico').fill('nueva@vegeo.test');
    await page.getByLabel('Contraseña').fill('123');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await page.getByText('La contraseña es muy débil').waitFor();
    await page.getByLabel('Contraseña').fill('secreto123');
    await page.getByRole('button', { name: 'Crear la cuenta' }).click();
    await home(page);
    await expect.poll(() => roleChip(page).textContent()).toBe('Lector');

    const again = await signInPage();
    await again.getByRole('button', { name: 'Crear una cuenta' }).click();
    await again.getByLabel('Correo electrónico').fill('nueva@vegeo.test');
    await again.getByLabel('Contraseña').fill('otrosecreto');
    await again.getByRole('button', { name: 'Crear la cuenta' }).click();
    await again.getByText('Ya existe una cuenta con ese correo').waitFor();
  });

  it('"olvidé mi contraseña": the e-mailed link opens the app, which sets the new one', async () => {
    const page = await signInPage();
    await page.getByRole('button', { name: 'Olvidé mi contraseña' }).click();
    await page.getByLabel('Correo electrónico').fill(session.users.editor2.email);
    await page.getByRole('button', { name: 'Enviar el correo para cambiarla' }).click();
    await page.getByText('le enviamos un enlace para elegir una contraseña nueva').waitFor();
    const { oobCode } = await lastOobCode(session.users.editor2.email, 'PASSWORD_RESET');

    const reset = await signInPage(`?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await reset.getByLabel('Contraseña nueva').fill('nueva-clave-1');
    await reset.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await reset.getByText('Contraseña cambiada. Ya puede entrar con ella.').waitFor();
    await submitPassword(reset, session.users.editor2.email, 'nueva-clave-1');
    await home(reset);

    // The link is used up: a second use says so.
    const used = await signInPage(`?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
    await used.getByLabel('Contraseña nueva').fill('otra-clave-2');
    await used.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await used.getByText('El enlace no es válido: caducó o ya se usó').waitFor();
  });

  it('e-mail link: on the same browser it signs in at once; on another it asks for the e-mail', async () => {
    const page = await signInPage();
    await page.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    await page.getByLabel('Correo electrónico').fill(session.users.viewer.email);
    await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await page.getByText('Le enviamos un enlace').waitFor();
    await page.goto((await lastOobCode(session.users.viewer.email, 'EMAIL_SIGNIN')).oobLink);
    await home(page);
    expect(page.url()).not.toContain('oobCode');

    await page.context().clearCookies();
    const sender = await signInPage();
    await sender.getByRole('button', { name: 'Entrar con un enlace por correo' }).click();
    await sender.getByLabel('Correo electrónico').fill(session.users.viewer.email);
    await sender.getByRole('button', { name: 'Enviarme el enlace' }).click();
    await sender.getByText('Le enviamos un enlace').waitFor();
    const { oobLink } = await lastOobCode(session.users.viewer.email, 'EMAIL_SIGNIN');
    const other = await signInPage();
    await other.goto(oobLink);
    await other.getByText('confirme su correo').waitFor();
    await shot(other, 'login-email-link-other-device');
    await other.getByLabel('Correo electrónico').fill(session.users.viewer.email);
    await other.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(other);

    const reused = await signInPage();
    await reused.goto(oobLink);
    await reused.getByLabel('Correo electrónico').fill(session.users.viewer.email);
    await reused.getByRole('button', { name: 'Entrar', exact: true }).click();
    await reused.getByText(/El enlace (no es válido|caducó)/).waitFor();
  });

  it('phone: the SMS code signs in (a new account is a viewer); a wrong code reads in Spanish', async () => {
    const page = await signInPage();
    await askSmsCode(page, '+58 412 555 0101');
    await page.getByText('Enviamos un código por SMS a +584125550101').waitFor();
    const code = await lastSmsCode('+584125550101');
    await page.getByLabel('Código recibido por SMS').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('El código no es correcto').waitFor();
    await page.getByLabel('Código recibido por SMS').fill(code);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await home(page);
    await expect.poll(() => roleChip(page).textContent()).toBe('Lector');
    // With neither name nor e-mail, the app bar names the account by its phone.
    await page.locator('header').getByText('+584125550101').waitFor();
  });

  it("Google: the emulator's Google page where Google's script loads; a Spanish message where it cannot (offline)", async () => {
    const page = await signInPage();
    const offline = page.getByText('No se pudo abrir la ventana de Google: no hay conexión con Google');
    const popup = page.waitForEvent('popup', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Entrar con Google' }).click();
    // The popup machinery loads https://apis.google.com/js/api.js first; CI has no route there.
    const idp = await Promise.race([popup, offline.waitFor({ timeout: 30_000 }).then(() => null)]);
    if (!idp) {
      popup.catch(() => undefined);
      await shot(page, 'login-google-offline');
      return;
    }
    await idp.locator('#add-account-button').click();
    await idp.locator('#email-input').fill('gabriela@vegeo.test');
    await idp.locator('#sign-in').click();
    await home(page);
    await expect.poll(() => roleChip(page).textContent()).toBe('Lector');
  });
});

describe('coming back on the same browser', () => {
  it("draws the first page from the copy this browser kept while the database connects; the database's newer data then replaces it", async () => {
    const user = await createUser({ email: 'vuelve@vegeo.test', role: 'editor' });
    const arias = '/parroquias/131202/show';
    const page = await signInPage(`#${arias}`);
    await submitPassword(page, user.email, user.password);
    await expect.poll(() => page.title()).toMatch(/^Parroquia Arias \(Libertador\) · vegeo$/);
    // The copy is written once the data sits still.
    const copied = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open('vegeo');
            request.onsuccess = () => {
              const db = request.result;
              if (!db.objectStoreNames.contains('geo')) return resolve(0);
              const count = db.transaction('geo').objectStore('geo').count();
              count.onsuccess = () => resolve(count.result);
            };
            request.onerror = () => resolve(-1);
          }),
      );
    await expect.poll(copied, { timeout: 15_000 }).toBe(1);

    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByLabel('Correo electrónico').waitFor();
    // While away, Arias is renamed; and on coming back the database answers only when the test says.
    await seedDatabase('/geo/parroquias/131202/parroquia', 'Arias de la Sierra');
    // Its WebSockets and, should the SDK give up on them (after 30 s, on a busy machine) and poll
    // instead, its HTTP requests too.
    let connect = () => {};
    const connected = new Promise<void>((resolve) => (connect = resolve));
    const database = new URL(`ws://${inject('vegeoEmulators').env.FIREBASE_DATABASE_EMULATOR_HOST}`).host;
    const toDatabase = (url: URL) => url.host === database;
    await page.routeWebSocket(toDatabase, (socket) => void connected.then(() => socket.connectToServer()));
    await page.route(toDatabase, (route) => void connected.then(() => route.continue()));
    await page.goto('about:blank'); // the app opened anew, not only its address changed
    await page.goto(`${inject('adminUrl')}#${arias}`);
    await submitPassword(page, user.email, user.password);
    await expect.poll(() => page.title()).toMatch(/^Parroquia Arias \(Libertador\) · vegeo$/);
    await page.getByText('Libertador', { exact: true }).first().waitFor();
    // A database that keeps the app waiting a while is said so in the bar.
    const notice = page.getByRole('status', { name: /^La base de datos aún no responde: se muestran los datos que este navegador guardó/ });
    await notice.getByText('Sin conexión: copia guardada').waitFor();
    await shot(page, 'parroquia-from-copy');
    // On a phone, its icon alone: the bar keeps room for the title.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await notice.boundingBox())?.width ?? 0).toBeLessThan(48);
    await shot(page, 'parroquia-from-copy-phone');

    connect();
    await expect.poll(() => page.title()).toMatch(/^Parroquia Arias de la Sierra \(Libertador\) · vegeo$/);
    await notice.waitFor({ state: 'detached' });
    await seedDatabase('/geo/parroquias/131202/parroquia', 'Arias');
  });
});
