import { municipio } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo municipio', () => {
  it('finds the municipio within --estado', async () => {
    const { code, out } = await vegeo(['municipio', 'Sucre', '--estado', 'Miranda']);
    expect(code).toBe(0);
    expect(out).toMatch(/^Municipio: Sucre\nCapital: Petare\nEstado: Miranda\nParroquias: 5\nId: 14\d\d\n$/);
  });

  it('lists the parroquias with --parroquias', async () => {
    const { out } = await vegeo(['municipio', 'Sucre', '-e', 'Miranda', '--parroquias']);
    expect(out).toContain('\nParroquias (5):\n  ');
  });

  it('prints the library result with --json', async () => {
    const { out } = await vegeo(['municipio', 'Sucre', '--estado', 'Miranda', '--json']);
    expect(JSON.parse(out)).toEqual(municipio('Sucre', { estado: 'Miranda' }));
  });

  it('says where it looked when not found, exiting 1', async () => {
    const { code, err } = await vegeo(['municipio', 'Maracaibo', '--estado', 'Lara']);
    expect(code).toBe(1);
    expect(err).toMatch(/^No se encontró el municipio «Maracaibo» en el estado «Lara»\./);
  });

  it('draws a card on a terminal', async () => {
    const { out } = await vegeo(['municipio', 'Libertador', '--estado', 'Mérida'], { tty: true });
    expect(out).toContain('Municipio · Libertador');
  });
});
