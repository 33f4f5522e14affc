import { readDatabase } from '@vegeo/testkit';
import { describe, expect, it } from 'vitest';
import { cliAs, open, openList, rows, shot, useBrowser } from './support.js';

// Each test edits the data: each starts from the data as seeded.
const session = useBrowser({ freshEachTest: true });
const { as } = session;

describe('editing in the app', () => {
  it('renames a municipio: the CLI finds it --remote by its new name, and the audit shows one entry', async () => {
    const page = await as('editor');
    await open(page, '/municipios/1312');
    const name = page.getByLabel('Nombre *');
    await expect.poll(() => name.inputValue()).toBe('Libertador');
    await name.fill('Libertador de los Andes');
    await page.getByLabel(/Nota del cambio/).fill('Prueba de la interfaz');
    await shot(page, 'municipio-edit');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/municipios\/1312\/show$/);
    await page.getByText('Libertador de los Andes').first().waitFor();
    await page.getByText('Municipio guardado', { exact: true }).waitFor(); // what was saved, named

    const vegeo = cliAs(session.users.editor);
    const found = vegeo(['municipio', 'Libertador de los Andes', '--remote', '--json']);
    expect(found.code, found.err).toBe(0);
    expect(JSON.parse(found.out)).toMatchObject({ municipio: 'Libertador de los Andes', estado: 'Mérida' });

    const admin = await as('admin');
    await openList(admin, 'auditoria');
    await expect.poll(() => rows(admin).count()).toBe(1);
    expect(await rows(admin).first().textContent()).toMatch(/editor@vegeo\.test.*Edición.*Municipio.*1312/);
    await shot(admin, 'auditoria-list');
    await rows(admin).first().click();
    const changed = admin.locator('tr[data-changed="true"]');
    await expect.poll(() => changed.allTextContents()).toEqual(['Municipio «Libertador de los Andes» (1312)NombreLibertadorLibertador de los Andes']);
    await admin.getByText('Prueba de la interfaz').waitFor();
    await shot(admin, 'auditoria-show');
  });

  it('creates a parroquia, its municipio picked under the estado picked first; it shows at once in the list', async () => {
    const page = await as('editor');
    await open(page, '/parroquias/create');
    await page.getByRole('combobox', { name: 'Estado' }).fill('Mérida');
    await page.getByRole('option', { name: 'Mérida' }).click();
    await page.getByRole('combobox', { name: 'Municipio' }).fill('libertadr'); // a typo
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['Libertador']);
    await page.getByRole('option', { name: 'Libertador' }).click();
    await page.getByLabel('Nombre *').fill('Nueva Parroquia de Prueba');
    await shot(page, 'parroquia-create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL(/#\/parroquias\/1312\d\d\/show$/);
    await page.getByText('Parroquia creada', { exact: true }).waitFor();
    const id = page.url().match(/parroquias\/(\d{6})\/show/)?.[1] as string;
    expect(await readDatabase(`/geo/parroquias/${id}`)).toMatchObject({ parroquia: 'Nueva Parroquia de Prueba', municipioId: '1312', estadoId: '13' });
    await openList(page, 'parroquias', { municipioId: '1312' });
    await page.getByRole('cell', { name: 'Nueva Parroquia de Prueba', exact: true }).waitFor(); // not the row's «Seleccionar …» box
  });

  it('shows a change made through the CLI in the open list, without reloading', async () => {
    const page = await as('admin');
    await openList(page, 'municipios', { estadoId: '13' });
    await page.getByRole('cell', { name: 'El Vigía', exact: true }).waitFor();
    const vegeo = cliAs(session.users.editor);
    const edit = vegeo(['municipios', 'editar', '1301', '--capital', 'El Vigía de Mérida']);
    expect(edit.code, edit.err).toBe(0);
    const done = Date.now();
    await page.getByRole('cell', { name: 'El Vigía de Mérida', exact: true }).waitFor({ timeout: 10_000 });
    console.info(`[vegeo] el cambio hecho con la CLI se vio en la lista ${Date.now() - done} ms después de terminar la orden`);
    await shot(page, 'municipios-after-cli-change');
  });

  it('deletes a municipio with parroquias only with the cascade ticked, and all it holds with it', async () => {
    const page = await as('editor');
    await open(page, '/municipios/1312/show');
    await page.getByRole('button', { name: 'Borrar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Contiene 15 parroquias').waitFor();
    await page.waitForTimeout(500); // the dialog's fade-in, for the picture
    await shot(page, 'municipio-delete-dialog');
    // The service would refuse it without the cascade: the button waits for the box.
    expect(await dialog.getByRole('button', { name: 'Borrar' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Borrar' }).click();
    await page.waitForURL(/#\/municipios(\?.*)?$/);
    await page.getByText('Municipio «Libertador» borrado.').waitFor();
    expect(await readDatabase('/geo/municipios/1312')).toBeNull();
    const parroquias = (await readDatabase('/geo/parroquias')) as Record<string, { municipioId: string }>;
    expect(Object.values(parroquias).filter((p) => p.municipioId === '1312')).toEqual([]);
  });

  it('two editors on the same record: the second sees the change, and its save is refused keeping what it typed', async () => {
    const first = await as('editor');
    const second = await as('editor2');
    for (const page of [first, second]) {
      await open(page, '/municipios/1401');
      await expect.poll(() => page.getByLabel('Nombre *').inputValue()).toBe('Acevedo');
    }
    await first.getByLabel('Capital *').fill('Caucagua Vieja');
    await first.getByRole('button', { name: 'Guardar' }).click();
    await first.waitForURL(/#\/municipios\/1401\/show$/);

    await second.getByText(/Otro usuario cambió este registro mientras usted lo editaba/).waitFor();
    // Field by field: the other editor's value beside the one in the form.
    const theirs = second.locator('tr[data-field="capital"]');
    await expect.poll(() => theirs.textContent()).toBe('CapitalCaucagua ViejaCaucagua');
    await second.getByLabel('Nombre *').fill('Acevedo Nuevo');
    expect(await second.getByLabel('Capital *').inputValue()).toBe('Caucagua'); // the form is not reset
    await second.getByRole('button', { name: 'Guardar' }).click();
    await second.getByText(/Lo que usted escribió sigue en el formulario/).waitFor();
    expect(await second.getByLabel('Nombre *').inputValue()).toBe('Acevedo Nuevo');
    await shot(second, 'municipio-edit-conflict');
    expect(await readDatabase('/geo/municipios/1401')).toMatchObject({ municipio: 'Acevedo', capital: 'Caucagua Vieja' });

    await second.getByRole('button', { name: /Recargar/ }).click();
    await expect.poll(() => second.getByLabel('Capital *').inputValue()).toBe('Caucagua Vieja');
    expect(await second.getByLabel('Nombre *').inputValue()).toBe('Acevedo Nuevo');
    await expect.poll(() => theirs.count()).toBe(0); // nothing of theirs would be overwritten
    // Typed over their change: said, both values shown, before a save can overwrite it.
    await second.getByLabel('Capital *').fill('Caucagua del Este');
    await expect.poll(() => theirs.textContent()).toBe('CapitalCaucagua ViejaCaucagua del Este');
    await second.getByText(/si guarda, lo suyo reemplaza lo de esa persona/).waitFor();
    await shot(second, 'municipio-edit-overwrite');
    await second.getByLabel('Capital *').fill('Caucagua Vieja');
    await second.getByRole('button', { name: 'Guardar' }).click();
    await second.waitForURL(/#\/municipios\/1401\/show$/);
    expect(await readDatabase('/geo/municipios/1401')).toMatchObject({ municipio: 'Acevedo Nuevo', capital: 'Caucagua Vieja' });
  });
});
