// In headless Chromium, signed in as an admin: the dashboard's first paint (sign-in → totals and
// the latest changes on screen), the Auditoría list's and the Usuarios list's (the address
// changed as a click on the menu does → its first page of 25, with the admin's own row for Usuarios).
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/**
 * Medians over `runs` cold visits to each of `targets` ({ url, user }), one target after the other
 * in turns (a first round, warming up, is dropped): one result per target.
 */
export async function measurePaints(browser, targets, runs) {
  const results = targets.map(() => []);
  for (let i = 0; i <= runs; i++) {
    for (const [n, { url, user }] of targets.entries()) {
      const result = await visit(browser, url, user);
      if (i > 0) results[n].push(result);
    }
  }
  return results.map((visits) => {
    const of = (key) => median(visits.map((r) => r[key]));
    return { dashboardMs: of('dashboardMs'), auditListMs: of('auditListMs'), usuariosListMs: of('usuariosListMs') };
  });
}
