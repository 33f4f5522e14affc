import { afterEach, describe, expect, it, vi } from 'vitest';
import { rehearse } from './rehearsal.js';
import { rehearsable } from './useRehearsal.js';

afterEach(() => vi.restoreAllMocks());

/** What a person, or the app once signed in, could notice of the document. */
function visibleState() {
  return {
    title: document.title,
    address: window.location.href,
    body: document.body.innerHTML,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  };
}

describe('rehearsing the page a sign-in leads to', () => {
  it('draws the list with its rows out of sight, then takes it down, leaving the document as it was', async () => {
    document.title = 'Iniciar sesión · vegeo';
    window.location.hash = '#/login';
    const before = visibleState();
    const errors = vi.spyOn(console, 'error');
    const rehearsal = rehearse('/parroquias');
    const drawn = await rehearsal.finished;
    expect(rehearsal.stop()).toBe(false); // over already
    expect(drawn).toContain('Parroquia 1');
    expect(drawn).toContain('Municipio 1');
    expect(drawn).toContain('1–25 de 30');
    expect(visibleState()).toEqual(before);
    expect(errors).not.toHaveBeenCalled();
  }, 30_000);

  it('draws the dashboard when the sign-in leads home', async () => {
    const drawn = await rehearse('/').finished;
    expect(drawn).toContain('Parroquias1139');
    expect(drawn).toContain('La base de datos es igual a los datos incluidos.');
  }, 30_000);

  it('ends at once when stopped, drawing nothing afterwards', async () => {
    const before = visibleState();
    const rehearsal = rehearse('/municipios');
    expect(rehearsal.stop()).toBe(true); // cut short
    expect(rehearsal.stop()).toBe(false);
    expect(await rehearsal.finished).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visibleState()).toEqual(before);
  });

  it('is only for the pages drawn from the geography or the audit, with no record named', () => {
    for (const path of ['/', '/estados', '/municipios', '/parroquias', '/auditoria']) expect(rehearsable(path), path).toBe(true);
    for (const path of ['/usuarios', '/perfil', '/parroquias/010101', '/parroquias/create', '/auditoria/-Nabc/show', '/otra']) expect(rehearsable(path), path).toBe(false);
  });
});
