import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, ref, set } from 'firebase/database';
import { describe, expect, inject, it } from 'vitest';
import { open, openList, rows, shot, useBrowser } from './support.js';

const session = useBrowser();

describe('what each role sees', () => {
  it('a viewer reads, with no create, edit or delete action, and no audit', async () => {
    const page = await session.as('viewer');
    await openList(page, 'municipios');
    await expect.poll(() => rows(page).count()).toBe(25);
    expect(await page.getByRole('link', { name: 'Crear' }).count()).toBe(0);
    await open(page, '/municipios/1312/show');
    await page.getByText('Antonio Spinetti Dini').waitFor();
    expect(await page.getByRole('link', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Borrar' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Auditoría' }).count()).toBe(0);
    await shot(page, 'viewer-municipio-show');
    await open(page, '/municipios/1312');
    await page.getByText('Acceso denegado').first().waitFor();
  });

  it("a viewer's direct write to the database is refused by the rules", async () => {
    const { env, projectId } = inject('vegeoEmulators');
    const app = initializeApp({ projectId, apiKey: 'demo-api-key', databaseURL: `https://${projectId}-default-rtdb.firebaseio.com` }, 'viewer-direct');
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, session.users.viewer.email, session.users.viewer.password);
    const db = getDatabase(app);
    const [host, port] = env.FIREBASE_DATABASE_EMULATOR_HOST.split(':');
    connectDatabaseEmulator(db, host!, Number(port));
    await expect(set(ref(db, 'geo/municipios/1312/municipio'), 'Otro')).rejects.toThrow(/permission_denied/i);
  });

  it('an editor sees the actions but not the audit', async () => {
    const page = await session.as('editor');
    await open(page, '/municipios/1312/show');
    await page.getByRole('link', { name: 'Editar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Borrar' }).count()).toBe(1);
    expect(await page.getByRole('menuitem', { name: 'Auditoría' }).count()).toBe(0);
    await open(page, '/auditoria');
    await page.getByText('Acceso denegado').first().waitFor();
  });
});
