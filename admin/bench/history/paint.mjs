// In headless Chromium, signed in as an admin: the dashboard's first paint (sign-in → totals and
// the latest changes on screen), the Auditoría list's and the Usuarios list's (the address
// changed as a click on the menu does → its first page of 25, with the admin's own row for Usuarios).
import { inTurns } from '../browser.mjs';

async function visit(browser, url, user) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${url}#/`);
  await page.locator('input[type="password"]').waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.addEventListener('submit', () => (window.__started = performance.now()), true));
  await page.locator('input[name="email"], input[name="username"]').first().fill(user.email);
  await page.locator('input[type="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  const options = { polling: 'raf', timeout: 60_000 };
  const dashboard = await page.waitForFunction(
    () => document.querySelectorAll('a[href*="#/auditoria/"][href$="/show"]').length >= 5 && document.querySelector('[data-total="parroquias"]')?.textContent === '1139' && performance.now() - window.__started,
    undefined,
    options,
  );
  const dashboardMs = await dashboard.jsonValue();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__started = performance.now();
    window.location.hash = '#/auditoria';
  });
  const list = await page.waitForFunction(() => document.querySelectorAll('.MuiTableBody-root tr').length >= 25 && performance.now() - window.__started, undefined, options);
  const auditListMs = await list.jsonValue();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__started = performance.now();
    window.location.hash = '#/usuarios';
  });
  // The Usuarios table itself (the Auditoría one, still on screen a moment, names the admin too).
  const accounts = await page.waitForFunction(
    (email) => {
      const usuarios = [...document.querySelectorAll('.MuiTableHead-root th')].some((th) => th.textContent.includes('Último acceso'));
      const rows = [...document.querySelectorAll('.MuiTableBody-root tr')];
      return usuarios && rows.length >= 25 && rows.some((tr) => tr.textContent.includes(email)) && performance.now() - window.__started;
    },
    user.email,
    options,
  );
  const usuariosListMs = await accounts.jsonValue();
  await context.close();
  return { dashboardMs, auditListMs, usuariosListMs };
}

/** The three paints for each of `targets`, measured in turns (see inTurns). */
export const measurePaints = (browser, targets, runs) => inTurns(browser, targets, runs, visit);
