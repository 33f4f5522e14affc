import { readDatabase } from '@vegeo/testkit';
import { describe, expect, it } from 'vitest';
import { cliAs, open, openList, rows, shot, useBrowser } from './support.js';

// Each test makes its own changes: each starts from the data as seeded.
const session = useBrowser({ freshEachTest: true });
const { as } = session;

describe('deleting from a record page', () => {
  it('an estado with a municipio: «Borrar» waits for the cascade; the delete takes a nota and says «borrado»', async () => {
    const page = await as('editor');
    await open(page, '/estados/21/show');
    await page.getByRole('button', { name: 'Borrar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Contiene 1 municipio y 11 parroquias').first().waitFor();
    const confirm = dialog.getByRole('button', { name: 'Borrar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    expect(await confirm.isDisabled()).toBe(false);
    await dialog.getByLabel(/Nota del cambio/).fill('Prueba del borrado');
    await page.waitForTimeout(300); // the dialog's fade-in, for the picture
    await shot(page, 'estado-delete-dialog');
    await confirm.click();
    await page.waitForURL(/#\/estados(\?.*)?$/, { timeout: 60_000 });
    await page.getByText('Estado «Vargas» borrado.').waitFor();
    await page.waitForTimeout(1500); // a late "no existe" would show by now
    expect(await page.getByText('El elemento no existe').count()).toBe(0);
    expect(await page.locator('.MuiSnackbarContent-root.error, .MuiAlert-standardError, .MuiAlert-filledError').count()).toBe(0);
    await shot(page, 'estado-deleted');
    expect(await readDatabase('/geo/estados/21')).toBeNull();
    const audit = (await readDatabase('/audit')) as Record<string, { nota?: string; accion: string }>;
    expect(Object.values(audit)).toEqual([expect.objectContaining({ accion: 'borrar', nota: 'Prueba del borrado' })]);
  }, 180_000);
});

describe('the audit reads as Directus\u2019s activity', () => {
  it('who, when with the time, the record by its name even once deleted, only what changed in words; filters; «Historial»', async () => {
    const vegeo = cliAs(session.users.editor);
    expect(vegeo(['municipios', 'editar', '1312', '--capital', 'Mérida Centro']).code).toBe(0);
    expect(vegeo(['parroquias', 'borrar', '120301', '--si']).code).toBe(0);
    const other = cliAs(session.users.editor2);
    expect(other(['estados', 'editar', '13', '--capital', 'Ciudad de Mérida']).code).toBe(0);

    const page = await as('admin');
    await openList(page, 'auditoria');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(3);
    const texts = await rows(page).allTextContents();
    expect(texts[2]).toMatch(/\d{1,2}\/\d{1,2}\/\d{2,4},? \d{1,2}:\d{2}/); // date and time
    expect(texts[2]).toContain('editor@vegeo.test');
    expect(texts[1]).toMatch(/Borrado.*Parroquia.*\(120301\)/);
    expect(texts[1]).not.toMatch(/Parroquia120301/);
    expect(await page.locator('.vegeo-audit-range').textContent()).toBe('Cambios 1–3 (página 1)');
    await shot(page, 'auditoria-list');
    // At 1280 px, beside the menu, the six filters share one row.
    const tops = await page.locator('.filter-field').evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);

    // Filter by who: the second editor's one change.
    await page.getByRole('combobox', { name: 'Usuario' }).fill('editora');
    await page.getByRole('option', { name: 'editora@vegeo.test' }).click({ timeout: 60_000 }); // the accounts come from a callable
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('Mérida');
    // By day: today has all three, tomorrow none.
    const today = new Date();
    const day = (offset: number) => {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await openList(page, 'auditoria', { desde: day(0), hasta: day(0) });
    await expect.poll(() => rows(page).count()).toBe(3);
    await openList(page, 'auditoria', { desde: day(1) });
    await page.getByText('No se encontraron cambios con los filtros actuales.').waitFor();
    await openList(page, 'auditoria', { accion: 'borrar' });
    await expect.poll(() => rows(page).count()).toBe(1);

    // The deleted parroquia's entry names it; the edit shows only what moved, in words.
    await rows(page).first().click();
    const changed = page.locator('tr[data-changed="true"]');
    await expect.poll(() => changed.count()).toBeGreaterThan(0);
    const deleted = (await changed.first().textContent()) as string;
    expect(deleted).toMatch(/^Parroquia «.+» \(120301\)/);

    // «Historial» on the municipio's page: its own change, the edit's diff without repeated fields.
    await open(page, '/municipios/1312/show');
    await page.getByRole('link', { name: 'Historial' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await expect.poll(() => changed.allTextContents()).toEqual(['Municipio «Libertador» (1312)CapitalMéridaMérida Centro']);
    await shot(page, 'auditoria-show');
    await open(page, '/estados/13/show');
    await page.getByRole('link', { name: 'Historial' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('editora@vegeo.test');
  }, 240_000);

  it('account changes in Spanish; «Restaurar» takes a nota and its entry shows at once', async () => {
    const page = await as('admin');
    await open(page, `/usuarios/${session.users.editor2.uid}`);
    await page.getByLabel('Rol').click();
    await page.getByRole('option', { name: 'Lector' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/usuarios(\?.*)?$/);
    await openList(page, 'auditoria', { tipo: 'usuario' });
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await expect.poll(() => page.locator('tr[data-changed="true"]').allTextContents()).toEqual(['RolEditorLector']);

    const vegeo = cliAs(session.users.editor);
    expect(vegeo(['parroquias', 'borrar', '120301', '--si']).code).toBe(0);
    await openList(page, 'auditoria', { accion: 'borrar' });
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().click();
    await page.getByRole('button', { name: 'Restaurar' }).click();
    await page.getByRole('dialog').getByLabel(/Nota del cambio/).fill('Borrada por error');
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText('Restaurado').first().waitFor();
    // The record's history, its new entry on top.
    await expect.poll(() => rows(page).first().textContent()).toMatch(/Restauración.*Catedral.*Borrada por error/);
    expect(await rows(page).count()).toBe(2);
    expect(await readDatabase('/geo/parroquias/120301')).not.toBeNull();
  }, 180_000);

  it('fits a phone: the change detail wraps instead of cutting «Después»', async () => {
    const vegeo = cliAs(session.users.editor);
    expect(vegeo(['municipios', 'editar', '1312', '--nombre', 'Libertador de los Andes Venezolanos del Estado Mérida']).code).toBe(0);
    const page = await as('admin', { viewport: { width: 390, height: 844 } });
    await openList(page, 'auditoria');
    await page.getByText(/Edición · Municipio/).first().click();
    await page.locator('[data-changed="true"]').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The long title in the app bar ends in «…» where it is cut, not mid-word: no box inside it is
    // wider than it (one would be cut bare; a run of text is cut with the ellipsis), and what
    // overflows draws the ellipsis.
    const title = await page.evaluate(() => {
      const bar = document.getElementById('react-admin-title') as HTMLElement;
      const inside = [...bar.querySelectorAll<HTMLElement>('*')].filter((element) => getComputedStyle(element).display !== 'inline');
      const clipped = [bar, ...inside].filter((element) => element.scrollWidth > element.clientWidth).at(-1);
      return {
        text: bar.textContent,
        widerThanTheBar: inside.filter((element) => element.getBoundingClientRect().width > bar.clientWidth + 1).length,
        ellipsis: clipped && getComputedStyle(clipped).textOverflow,
      };
    });
    expect(title).toEqual({ text: expect.stringContaining('Libertador de los Andes Venezolanos'), widerThanTheBar: 0, ellipsis: 'ellipsis' });
    await shot(page, 'auditoria-show-phone');
  });
});

describe('the words a person reads', () => {
  it('a viewer at the audit, a wrong address, a new parroquia, a duplicate name', async () => {
    const viewer = await as('viewer');
    await open(viewer, '/auditoria');
    await viewer.getByText('Acceso denegado').first().waitFor();
    await viewer.waitForTimeout(1000);
    expect(await viewer.getByText(/permission/i).count()).toBe(0);
    await open(viewer, '/no-existe');
    await viewer.getByText('No encontrado').waitFor();
    expect(await viewer.locator('main').textContent()).not.toContain('..');

    const editor = await as('editor');
    await open(editor, '/parroquias/create');
    await editor.getByText('Nueva parroquia').first().waitFor();
    expect(await editor.getByText('Crear Parroquia').count()).toBe(0);
    await editor.getByRole('combobox', { name: 'Estado' }).fill('Lara');
    await editor.getByRole('option', { name: 'Lara' }).click();
    await editor.getByRole('combobox', { name: 'Municipio' }).fill('Iribarren');
    await editor.getByRole('option', { name: 'Iribarren' }).click();
    await editor.getByLabel('Nombre *').fill('catedral');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.getByText(/Ya existe la parroquia 'Catedral' en el municipio Iribarren \(Lara\)/).first().waitFor();
    await shot(editor, 'parroquia-duplicate');
  });
});
