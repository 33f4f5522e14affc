import { pais, toFlat } from '@vegeo/data';
import { readDatabase } from '@vegeo/testkit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cliAs, openList, rows, shot, useBrowser } from './support.js';

// Each test imports into the data: each starts from the data as seeded.
const session = useBrowser({ freshEachTest: true });
const { as } = session;

const flat = toFlat(pais);
const VARGAS = Object.entries(flat.parroquias).filter(([, p]) => p.estadoId === '21');

/**
 * INE's list of Vargas' parroquias as a spreadsheet saves it (`;`, CRLF): 210103 renamed,
 * Urimare (210111) no longer on it, «Playa Grande» new.
 */
function vargasList(): string {
  const lines = ['ID;Parroquia;Municipio;Estado'];
  for (const [id, p] of VARGAS) {
    if (id === '210111') continue;
    lines.push(`${id};${id === '210103' ? 'Soublette' : p.parroquia};Vargas;Vargas`);
  }
  lines.push(';Playa Grande;Vargas;Vargas');
  return `${lines.join('\r\n')}\r\n`;
}

/** Opens «Importar» on the parroquias list and chooses `text` as the file `name`. */
async function chooseFile(page: Page, text: string, name = 'vargas-ine.csv') {
  await openList(page, 'parroquias');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  return dialog;
}

/** The preview's lines on screen, as `accion clave`. */
const previewLines = (page: Page) => page.locator('table[aria-label="Vista previa de la importación"] tbody tr').evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-accion')} ${tr.getAttribute('data-clave')}`));

describe('«Importar» in the geography lists', () => {
  it('an editor imports INE’s list of one estado: the preview shows the new, the renamed and the missing parroquia; nothing is deleted until ticked; the list and the audit show them; an admin restores the import whole', async () => {
    const page = await as('editor');
    const dialog = await chooseFile(page, vargasList());
    await dialog.getByText('Columnas (11 filas, UTF-8)').waitFor();
    await dialog.getByRole('button', { name: 'Previsualizar' }).click();
    await expect.poll(() => previewLines(page)).toEqual(['editar f4', 'crear f12', 'borrar falta:210111']);
    await dialog.getByText('Carlos Soublette').first().waitFor(); // the field before → after
    await dialog.getByText(/se borra solo con «borrar lo que falta»/).waitFor();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/2 cambios seleccionados/);
    expect(await dialog.getByRole('checkbox', { name: /Aplicar: Urimare/ }).isDisabled()).toBe(true);
    await page.waitForTimeout(400); // the dialog's fade-in, for the picture
    await shot(page, 'importar-vista-previa');

    await dialog.getByRole('checkbox', { name: /Borrar lo que falta/ }).check();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/3 cambios seleccionados/);
    await dialog.getByRole('checkbox', { name: /Borrar lo que falta/ }).uncheck();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/2 cambios seleccionados/);
    await dialog.getByLabel(/Fuente de los datos/).fill('INE, división político-territorial');
    await dialog.getByRole('button', { name: 'Aplicar 2 cambios' }).click();
    const outcome = dialog.getByText(/Importación terminada|La importación se detuvo/);
    await outcome.waitFor();
    expect(await outcome.textContent()).toMatch(/^Importación terminada: .*\b2 aplicado\b/);
    const report = dialog.locator('table[aria-label="Informe de la importación"] tbody tr');
    await expect.poll(() => report.evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-clave')} ${tr.getAttribute('data-resultado')}`)).then((l) => l.filter((x) => !x.endsWith('sin cambios')))).toEqual([
      'f4 aplicado',
      'f12 aplicado',
      'falta:210111 omitido',
    ]);
    await shot(page, 'importar-informe');
    expect(await readDatabase('/geo/parroquias/210103')).toMatchObject({ parroquia: 'Soublette' });
    expect(await readDatabase('/geo/parroquias/210111')).toMatchObject({ parroquia: 'Urimare' }); // not ticked: still there
    const created = Object.entries((await readDatabase('/geo/parroquias')) as Record<string, { parroquia: string }>).find(([, p]) => p.parroquia === 'Playa Grande');
    expect(created?.[0]).toMatch(/^2101\d\d$/);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await openList(page, 'parroquias', { q: 'Soublette' });
    await page.getByRole('cell', { name: 'Soublette', exact: true }).waitFor();
    await openList(page, 'parroquias', { q: 'Playa Grande' });
    await page.getByRole('cell', { name: 'Playa Grande', exact: true }).waitFor();

    const admin = await as('admin');
    await openList(admin, 'auditoria');
    await expect.poll(() => rows(admin).count()).toBe(1); // the import is one entry
    expect(await rows(admin).first().textContent()).toMatch(/editor@vegeo\.test.*Importación.*Parroquia/);
    await rows(admin).first().click();
    await admin.getByText('INE, división político-territorial').waitFor();
    await admin.getByText('Playa Grande').first().waitFor();
    await admin.getByRole('button', { name: 'Restaurar toda la importación' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Restaurar', exact: true }).click();
    await admin.getByText('Restaurado: el cambio nuevo está en la auditoría.').waitFor();
    await expect.poll(async () => ((await readDatabase('/geo/parroquias/210103')) as { parroquia: string }).parroquia).toBe('Carlos Soublette');
    expect(await readDatabase(`/geo/parroquias/${created![0]}`)).toBeNull();
  });

  it('a lector sees no «Importar»', async () => {
    const page = await as('viewer');
    await openList(page, 'parroquias');
    await page.getByRole('button', { name: 'Exportar', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Importar' }).count()).toBe(0);
  });

  it('a file that cannot be imported gets a Spanish message and nothing else happens', async () => {
    const page = await as('editor');
    const dialog = await chooseFile(page, '   \n', 'vacio.csv');
    await dialog.getByText('El archivo «vacio.csv» está vacío.').waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from([0x49, 0x44, 0x3b, 0x50, 0x61, 0x72, 0x72, 0x0a, 0x31, 0x3b, 0x43, 0xe1, 0x0a]) });
    await dialog.getByText(/no está en UTF-8|Columnas/).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'otra.csv', mimeType: 'text/csv', buffer: Buffer.from('Notas;Fecha\r\nx;y\r\n') });
    await dialog.getByText(/Falta la columna del nombre \(parroquia\)/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Previsualizar' }).isDisabled()).toBe(true);
  });

  it('a conflict made in another session during the preview: the record becomes a conflict to apply or skip', async () => {
    const page = await as('editor');
    const dialog = await chooseFile(page, vargasList());
    await dialog.getByRole('button', { name: 'Previsualizar' }).click();
    await expect.poll(() => previewLines(page)).toEqual(['editar f4', 'crear f12', 'borrar falta:210111']);
    const vegeo = cliAs(session.users.editor2);
    const edit = vegeo(['parroquias', 'editar', '210103', '--nombre', 'Carlos Soublette Ávila']);
    expect(edit.code, edit.err).toBe(0);
    await dialog.getByText(/Cambió desde que se hizo el archivo/).waitFor();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/1 cambio seleccionado/);
    await dialog.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/2 cambios seleccionados/);
    await dialog.getByLabel(/Fuente de los datos/).fill('INE');
    await dialog.getByRole('button', { name: 'Aplicar 2 cambios' }).click();
    await dialog.getByText(/Importación terminada/).waitFor();
    expect(await readDatabase('/geo/parroquias/210103')).toMatchObject({ parroquia: 'Soublette' });
  });

  it('an import interrupted (the tab closed) and started again with the same file applies only what is missing', async () => {
    // 350 new parroquias, one or two per municipio: four batches of 100; the tab is closed once the
    // first has landed.
    const municipios = Object.values(flat.municipios);
    const place = (i: number) => municipios[i % municipios.length]!;
    const lines = ['Parroquia;Municipio;Estado', ...Array.from({ length: 350 }, (_, i) => `Nueva Parroquia ${i + 1};${place(i).municipio};${flat.estados[place(i).estadoId]!.estado}`)];
    const text = `${lines.join('\r\n')}\r\n`;
    const page = await as('editor');
    let dialog = await chooseFile(page, text, 'nuevas.csv');
    await dialog.getByRole('button', { name: 'Previsualizar' }).click();
    await dialog.getByLabel(/Fuente de los datos/).fill('Gaceta');
    await dialog.getByRole('button', { name: 'Aplicar 350 cambios' }).click();
    const count = async () => Object.values((await readDatabase('/geo/parroquias')) as Record<string, { parroquia: string }>).filter((p) => p.parroquia.startsWith('Nueva Parroquia')).length;
    await expect.poll(count, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    await page.context().close();
    await new Promise((resolve) => setTimeout(resolve, 3000)); // a batch already sent lands
    const landed = await count();
    expect(landed).toBeGreaterThan(0);
    expect(landed).toBeLessThan(350);

    const again = await as('editor');
    dialog = await chooseFile(again, text, 'nuevas.csv');
    await dialog.getByRole('button', { name: 'Previsualizar' }).click();
    // What landed is now «Ya tiene esos datos»: only the rest is offered.
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(new RegExp(`${350 - landed} cambios seleccionados`));
    await dialog.getByLabel(/Fuente de los datos/).fill('Gaceta');
    await dialog.getByRole('button', { name: `Aplicar ${350 - landed} cambios` }).click();
    const outcome = dialog.getByText(/Importación terminada|La importación se detuvo/);
    await outcome.waitFor({ timeout: 170_000 });
    expect(await outcome.textContent()).toMatch(new RegExp(`^Importación terminada: .*\\b${350 - landed} aplicado`));
    expect(await count()).toBe(350);
    const admin = await as('admin');
    await openList(admin, 'auditoria');
    // Four batches (at least one before the tab closed), all of one import: the same id.
    const ids = async () => (await rows(admin).allTextContents()).map((text) => /Importación ([0-9a-f]{24})/.exec(text)?.[1]);
    await expect.poll(async () => (await ids()).filter(Boolean).length).toBe(4);
    expect(new Set(await ids()).size).toBe(1);
  });

  it('a file of 10,000 rows previews (the time is in the log)', async () => {
    const names = Object.values(flat.parroquias).map((p) => `${p.parroquia};${flat.municipios[p.municipioId]!.municipio};${flat.estados[p.estadoId]!.estado}`);
    const lines = ['accion;Parroquia;Municipio;Estado'];
    for (let i = 0; i < 10_000; i++) lines.push(i < names.length ? `editar;${names[i]}` : `crear;Parroquia Importada ${i};${names[i % names.length]!.split(';').slice(1).join(';')}`);
    const page = await as('editor');
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const dialog = await chooseFile(page, `${lines.join('\r\n')}\r\n`, 'diez-mil.csv');
    await dialog.getByText(/Columnas \(10000 filas/).waitFor();
    await dialog.getByRole('button', { name: 'Previsualizar' }).click();
    await dialog.getByRole('status').waitFor();
    await expect.poll(() => logged.find((line) => line.includes('vista previa de 10000 filas'))).toBeTruthy();
    console.info(logged.find((line) => line.includes('vista previa de 10000 filas')));
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForTimeout(300);
    await shot(page, 'importar-vista-previa-ancha');
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.waitForTimeout(300);
    await shot(page, 'importar-vista-previa-tableta');
  });
});
