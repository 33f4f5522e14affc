import { createGeo, pais, type PaisData } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { run } from '../src/cli.js';
import { geoLookup } from '../src/lookup/ineLookup.js';
import { fakeIo } from './fakeIo.js';

// Places named like JavaScript object members, as a database may hold them (an editor created
// them): the commands answer them like any other, in plain text, as JSON and drawn on a terminal.
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const extended: PaisData = [
  ...(structuredClone(pais) as PaisData),
  { iso_31662: 'VE-Q', estado: 'valueOf', capital: '__proto__', id_estado: 25, municipios: [{ municipio: 'constructor', capital: 'toString', parroquias: NAMES }] },
];
const lookup = geoLookup(async () => createGeo(extended));

async function vegeo(args: string[], options: Parameters<typeof fakeIo>[0] = {}) {
  const io = fakeIo(options);
  const code = await run(['node', 'vegeo', ...args], io, lookup, '1.2.3');
  return { code, out: io.out(), err: io.err() };
}

describe('places named like JavaScript object members', () => {
  it('are answered by each command, as JSON', async () => {
    expect(JSON.parse((await vegeo(['municipio', 'constructor', '--estado', 'valueOf', '--json'])).out)).toEqual({
      municipio: 'constructor', capital: 'toString', estado: 'valueOf', parroquias: NAMES.length, id: '2501', estadoId: '25',
    });
    expect(JSON.parse((await vegeo(['estado', 'VALUEOF', '--json'])).out)).toMatchObject({ estado: 'valueOf', capital: '__proto__', id: '25' });
    for (const [i, name] of NAMES.entries()) {
      const { code, out } = await vegeo(['parroquia', name, '--municipio', 'constructor', '--json']);
      expect(code, name).toBe(0);
      expect(JSON.parse(out), name).toEqual([expect.objectContaining({ parroquia: name, id: `25010${i + 1}` })]);
    }
    expect(JSON.parse((await vegeo(['buscar', '__proto__', '--json'])).out)[0]).toMatchObject({ nombre: '__proto__', id: '250101', puntuacion: 1 });
    const lote = await vegeo(['lote'], { input: '{"tipo":"parroquia","nombre":"toString"}\n{"tipo":"constructor"}\n' });
    expect(lote.out.trim().split('\n').map((line) => JSON.parse(line))).toEqual([
      { consulta: { tipo: 'parroquia', nombre: 'toString' }, resultado: [expect.objectContaining({ id: '250103' })] },
      { consulta: { tipo: 'constructor' }, error: expect.stringContaining("Tipo desconocido 'constructor'") },
    ]);
  });

  it('are drawn as cards and lists, in plain text and on a terminal', async () => {
    const plain = await vegeo(['municipio', 'constructor', '--parroquias']);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain('Capital: toString\n');
    expect(plain.out).toContain('Id: 2501\n');
    for (const name of NAMES) expect(plain.out).toContain(name);
    const drawn = await vegeo(['municipio', 'constructor', '--parroquias'], { tty: true, env: { NO_COLOR: '1' } });
    expect(drawn.code).toBe(0);
    expect(drawn.out).toMatch(/│ Capital +toString/);
    for (const name of NAMES) expect(drawn.out).toContain(`• ${name}`);
    expect((await vegeo(['parroquia', 'prototype'])).code).toBe(1);
  });
});
