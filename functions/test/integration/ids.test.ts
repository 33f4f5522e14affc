// Ids past 99 under one parent, through the Functions emulator and the database's rules: a
// municipio whose 99 parroquia ids were all issued still takes new ones, and never an old one.
import { pais, toFlat, type ParroquiaResult, type RegistroResponse } from '@vegeo/data';
import { clearDatabase, clearUsers, createUser, readDatabase, seedDatabase } from '@vegeo/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, eventually, type Client } from './client.js';

let editor: Client;

beforeAll(async () => {
  await clearUsers();
  await clearDatabase();
  // As after 99 parroquias created and deleted under 1301, and 99 municipios under 01.
  await seedDatabase('/geo', { ...toFlat(pais, { version: 1, updatedAt: Date.now() }), secuencias: { '1301': 99, '01': 99 } });
  editor = await client(await createUser({ email: 'editora-ids@vegeo.test', role: 'editor' }));
});

afterAll(async () => {
  await editor.close();
});

describe('ids without a ceiling', () => {
  it('issues the 100th id and the next, stores and finds them, and reuses none', async () => {
    const created = await editor.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'La Centésima', municipioId: '1301' } });
    expect(created).toMatchObject({ id: '13010003100', registro: { municipioId: '1301', estadoId: '13' } });
    expect(await readDatabase('/geo/parroquias/13010003100')).toMatchObject({ parroquia: 'La Centésima' });
    const edited = await editor.call<RegistroResponse>('editarRegistro', { tipo: 'parroquia', id: created.id, version: created.version, datos: { parroquia: 'La Cien' } });
    const found = await eventually(() => editor.call<ParroquiaResult[] | null>('parroquia', { nombre: 'La Cien' }));
    expect(found).toEqual([expect.objectContaining({ id: '13010003100', municipioId: '1301', estadoId: '13' })]);
    await editor.call('borrarRegistro', { tipo: 'parroquia', id: created.id, version: edited.version });
    const next = await editor.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'La Siguiente', municipioId: '1301' } });
    expect(next.id).toBe('13010003101');
    const municipio = await editor.call<RegistroResponse>('crearRegistro', { tipo: 'municipio', datos: { municipio: 'El Centésimo', capital: 'Cien', estadoId: '01' } });
    expect(municipio.id).toBe('010003100');
    const under = await editor.call<RegistroResponse>('crearRegistro', { tipo: 'parroquia', datos: { parroquia: 'Primera', municipioId: municipio.id } });
    expect(under).toMatchObject({ id: '01000310001', registro: { municipioId: '010003100', estadoId: '01' } });
  }, 180_000);
});
