import { estado } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { vegeo } from '../../test/fakeIo.js';

describe('vegeo estado', () => {
  it('prints the estado as "Label: value" lines when not on a terminal', async () => {
    const { code, out, err } = await vegeo(['estado', 'merida']);
    expect(code).toBe(0);
    expect(out).toBe('Estado: Mérida\nCapital: Mérida\nCódigo ISO: VE-L\nMunicipios: 23\nParroquias: 86\nId: 13\n');
    expect(err).toBe('');
  });

  it('lists the municipios with --municipios', async () => {
    const { out } = await vegeo(['estado', 'Zulia', '--municipios']);
    expect(out).toContain('\nMunicipios (21):\n  Almirante Padilla\n');
  });

  it('prints the library result with --json', async () => {
    const { code, out } = await vegeo(['estado', 'Zulia', '-m', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(estado('Zulia', { municipios: true }));
  });

  it('answers the Distrito Capital without a name', async () => {
    expect((await vegeo(['estado'])).out).toContain('Estado: Distrito Capital\n');
  });

  it('suggests close names on stderr and exits 1 when not found', async () => {
    const { code, out, err } = await vegeo(['estado', 'Meridaa']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe('No se encontró el estado «Meridaa». ¿Quiso decir: Mérida?\n');
    expect((await vegeo(['estado', 'Meridaa', '--json'])).out).toBe('null\n');
  });

  it('suggests the place a city belongs to, naming the city', async () => {
    const { code, err } = await vegeo(['estado', 'Barquisimeto']);
    expect(code).toBe(1);
    expect(err).toBe('No se encontró el estado «Barquisimeto». ¿Quiso decir: Lara (ciudad: Barquisimeto)?\n');
    const municipio = await vegeo(['municipio', 'el vigia']);
    expect(municipio.err).toBe('No se encontró el municipio «el vigia». ¿Quiso decir: Alberto Adriani (Mérida; ciudad: El Vigía)?\n');
  });

  it('draws a card on a terminal', async () => {
    const { code, out } = await vegeo(['estado', 'Mérida'], { tty: true, env: { NO_COLOR: '1' } });
    expect(code).toBe(0);
    expect(out).toContain('Estado · Mérida');
    expect(out).toMatch(/Código ISO {2}VE-L/);
  });
});
