import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sh, userEnv } from '../src/npm.mjs';
import { installedPackages } from '../src/project.mjs';
import { PUBLISHABLE } from '../src/publishable.js';

const project = inject('project');
const packed = inject('packed');

describe('vegeo installed from its tarball', () => {
  it('installs nothing but the tarballs and the peers they plug into: what it runs is in its bundle', async () => {
    const peers = PUBLISHABLE.flatMap(({ peers = [] }) => peers);
    expect((await installedPackages(project)).sort()).toEqual([...packed.map(({ name }) => name), ...peers].sort());
  });

  it('answers a lookup offline, as its bin', () => {
    const result = sh('npx vegeo estado Mérida --json', project);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ estado: 'Mérida', iso_31662: 'VE-L', id: '13' });
  });

  it('normalizes a CSV with the CSV reader in its bundle', async () => {
    await writeFile(join(project, 'clientes.csv'), 'cliente;Edo.;Mcpio.;Pq.\r\nAna;EDO. MERIDA;LIBERTADOR;DOMINGO PEÑA\r\n');
    const result = sh('npx vegeo normalizar clientes.csv', project);
    expect(result.stdout).toBe(
      'cliente;Edo.;Mcpio.;Pq.;id_estado;id_municipio;id_parroquia;nombre_estado;nombre_municipio;nombre_parroquia;certeza;confianza;motivo;alternativas\r\n' +
        'Ana;EDO. MERIDA;LIBERTADOR;DOMINGO PEÑA;13;1312;131204;Mérida;Libertador;Domingo Peña;corregida;1;prefijo «EDO.»;\r\n',
    );
    expect(result.status).toBe(0);
  });

  it('says in Spanish how to install firebase-admin when an operator command needs it', () => {
    // The emulators as the target, and a configuration of its own: nothing of the user's is read.
    const result = sh('npx vegeo db export', project, { env: userEnv({ VEGEO_EMULATORS: '1', XDG_CONFIG_HOME: project }) });
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^error: Esta orden usa firebase-admin.*npm install firebase-admin@13\b/);
    expect(result.status).toBe(2);
  });

  it('carries the notices of the data and of the code in its bundle', async () => {
    const notice = await readFile(join(project, 'node_modules/vegeo/NOTICE.md'), 'utf8');
    expect(notice).toMatch(/CC BY 4\.0/);
    expect(notice).toMatch(/CC BY 3\.0 IGO/);
    const licences = await readFile(join(project, 'node_modules/vegeo/dist/LICENCIAS.txt'), 'utf8');
    for (const bundled of ['ink', 'react', 'commander', 'yoga-layout', 'papaparse']) expect(licences).toContain(`${bundled}@`);
  });
});
