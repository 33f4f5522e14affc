import { describe, expect, it } from 'vitest';
import { Dashboard, ProfilePage, resources, viewAt } from './routes.js';

describe('viewAt: the page a sign-in leads to, whose code is fetched while it runs', () => {
  it('takes each address react-admin routes to its view', () => {
    expect(viewAt('/')).toBe(Dashboard);
    expect(viewAt('/perfil')).toBe(ProfilePage);
    expect(viewAt('/parroquias')).toBe(resources.parroquias.list);
    expect(viewAt('/municipios/create')).toBe(resources.municipios.create);
    expect(viewAt('/estados/13')).toBe(resources.estados.edit);
    expect(viewAt('/auditoria/-Nabc/show')).toBe(resources.auditoria.show);
  });

  it('names no view for an address with none', () => {
    expect(viewAt('/no-existe')).toBeUndefined();
    expect(viewAt('/auditoria/-Nabc')).toBeUndefined(); // the audit has no edit page
  });
});
