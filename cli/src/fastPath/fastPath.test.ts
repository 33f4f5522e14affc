import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerQuery, createGeo, pais } from '@vegeo/data';
import { describe, expect, it } from 'vitest';
import { GRAMMAR, parseFastPath, type FastPathCall } from './parse.js';
import { planFastPath } from './plan.js';
import { runFastPath } from './run.js';
import { run } from '../cli.js';
import { createProgram } from '../program/createProgram.js';
import { preloadViews } from '../output/views.js';
import { fakeIo } from '../../test/fakeIo.js';
import type { LookupService } from '../lookup/lookupService.js';
import { localLookup } from '../lookup/localLookup.js';

/** Lookups over the embedded data whose nameless answers are the same on every call. */
const steady: LookupService = (() => {
  const geo = createGeo(pais, { random: () => 0.37 });
  return {
    estado: (nombre, opciones) => geo.estado(nombre, opciones),
    municipio: (nombre, opciones) => geo.municipio(nombre, opciones),
    parroquia: (nombre, opciones) => geo.parroquia(nombre, opciones),
    buscar: (texto, opciones) => geo.buscar(texto, opciones),
    capital: () => geo.capital,
    places: () => localLookup.places(),
    estadosWithMunicipio: (nombre) => pais.filter((e) => geo.municipio(nombre, { estado: e.estado }) !== undefined).map((e) => e.estado),
    lote: (queries) => queries.map((query) => answerQuery(geo, query)),
  };
})();

async function throughProgram(args: readonly string[], tty: boolean, lookup = steady) {
  const io = fakeIo({ tty });
  const code = await run(['node', 'vegeo', ...args], io, lookup, '1.2.3');
  return { code, out: io.out(), err: io.err() };
}

async function fastPath(call: FastPathCall, tty: boolean, lookup = steady) {
  const io = fakeIo({ tty });
  const code = await runFastPath(call, { io, lookup, views: preloadViews, exitCode: 0 });
  return { code, out: io.out(), err: io.err() };
}

/** A small seeded generator, so the corpus is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const NAMES: Record<FastPathCall['command'], Array<string[]>> = {
  estado: [[], ['Mérida'], ['MERIDA'], ['  mérida '], ['Meridaa'], ['Distrito Capital'], [''], ['zzz'], ['nueva esparta']],
  municipio: [[], ['Sucre'], ['Libertador'], ['san cristobal'], ['Sucree'], [''], ['xx'], ['Bolívar']],
  parroquia: [[], ['Catedral'], ['Libertad'], ['San José'], ['Catedrall'], [''], ['qq']],
  buscar: [['merida'], ['san', 'cristobal'], ['san cristobal'], ['zzzzzz'], ['Mer'], ['catedral', 'lara'], ['']],
  capital: [[]],
};

const VALUES: Record<string, string[]> = {
  estado: ['Miranda', 'lara', 'Zulia', 'Sucre', 'Nowhere', ''],
  municipio: ['Sucre', 'Iribarren', 'Libertador', 'Nada', ''],
  tipo: ['estado', 'municipio', 'parroquia'],
  max: ['1', '3', '10', ' 2 '],
};

/** Well-formed lookups: every command, name and option combination, in every spelling and order. */
function wellFormed(): string[][] {
  const random = seeded(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const lines: string[][] = [];
  for (const [command, spec] of Object.entries(GRAMMAR)) {
    // One spelling per option key: its tokens, short first.
    const byKey = new Map<string, string[]>();
    for (const [token, option] of Object.entries(spec.options)) byKey.set(option.key, [...(byKey.get(option.key) ?? []), token]);
    const keys = [...byKey.keys()];
    for (const operands of NAMES[command as FastPathCall['command']]) {
      for (let subset = 0; subset < 2 ** keys.length; subset++) {
        for (let variant = 0; variant < 3; variant++) {
          const options: string[][] = [];
          keys.forEach((key, bit) => {
            if ((subset & (1 << bit)) === 0) return;
            const token = pick(byKey.get(key)!);
            const values = VALUES[key];
            if (values === undefined) options.push([token]);
            else if (token.startsWith('--') && random() < 0.5) options.push([`${token}=${pick(values)}`]);
            else options.push([token, pick(values)]);
          });
          const shuffled = options.sort(() => random() - 0.5);
          // Operands may come before, between or after the options, as commander allows.
          const at = variant === 0 ? 0 : Math.floor(random() * (shuffled.length + 1));
          lines.push([command, ...shuffled.slice(0, at).flat(), ...operands, ...shuffled.slice(at).flat()]);
        }
      }
    }
  }
  return lines;
}

/** Command lines commander rejects or explains, or that the fast path leaves to it. */
const ELSEWHERE: string[][] = [
  ['estado', 'a', 'b'],
  ['estado', '--max', '2'],
  ['estado', '-mj', 'Lara'],
  ['estado', '--', '-x'],
  ['estado', '--json=1', 'Lara'],
  ['estado', '--help'],
  ['estado', '-'],
  ['estado', 'Lara', '--remote'],
  ['buscar'],
  ['buscar', '--json'],
  ['buscar', 'x', '--max', '0'],
  ['buscar', 'x', '--max=abc'],
  ['buscar', 'x', '--max='],
  ['buscar', 'x', '--max', '1e3'],
  ['buscar', 'x', '-n', '-1'],
  ['buscar', 'x', '--tipo', 'pais'],
  ['buscar', 'x', '-t'],
  ['municipio', 'Sucre', '--estado'],
  ['municipio', 'Sucre', '--estado', '--json'],
  ['municipio', 'Sucre', '-eLara'],
  ['municipio', 'Sucre', '-e=Lara'],
  ['municipio', '--estado', 'Lara', '--estado', 'Zulia', 'Sucre'],
  ['municipio', 'Sucre', '--parroquias=yes'],
  ['capital', 'Lara'],
  ['capital', '--municipios'],
  ['help', 'estado'],
  ['lote'],
  ['--version'],
  ['-h'],
  ['constructor'],
  ['__proto__'],
  ['estado', '--constructor'],
  [],
];

describe('parseFastPath', () => {
  it('holds the same options as the commands commander defines', () => {
    const program = createProgram(
      { io: fakeIo(), lookup: steady, views: () => Promise.reject(new Error('drawn')), exitCode: 0 },
      '1.2.3',
    );
    for (const [name, spec] of Object.entries(GRAMMAR)) {
      const command = program.commands.find((candidate) => candidate.name() === name);
      expect(command, name).toBeDefined();
      const [argument, ...more] = command!.registeredArguments;
      expect(more, name).toEqual([]);
      const operands = argument === undefined ? 'none' : argument.variadic && argument.required ? 'variadic' : 'optional';
      expect(operands, name).toBe(spec.operands);
      if (operands === 'optional') expect(argument!.variadic).toBe(false);

      const tokens = command!.options.flatMap((option) => [option.short, option.long].filter((t) => t !== undefined));
      expect(Object.keys(spec.options).sort(), name).toEqual(tokens.sort());
      for (const option of command!.options) {
        const ours = spec.options[option.long!]!;
        expect(ours.key, option.long).toBe(option.attributeName());
        expect(ours.value !== undefined, option.long).toBe(option.required);
        if (ours.value === undefined) continue;
        // Every value commander accepts we read the same, and we refuse every one it refuses.
        const samples = [...(option.argChoices ?? []), ...Object.values(VALUES).flat(), '0', '-1', '1e3', '2.5', 'x', ''];
        for (const sample of samples) {
          let theirs: unknown;
          try {
            if (option.argChoices && !option.argChoices.includes(sample)) throw new Error('choice');
            theirs = option.parseArg ? option.parseArg(sample, undefined) : sample;
          } catch {
            theirs = undefined;
          }
          expect(ours.value(sample), `${option.long} ${JSON.stringify(sample)}`).toEqual(theirs);
        }
      }
    }
  });

  it('reads every plainly written lookup, in any order and spelling', () => {
    const lines = wellFormed();
    expect(lines.length).toBeGreaterThan(500);
    const unread = lines.filter((line) => parseFastPath(line) === undefined);
    expect(unread).toEqual([]);
    expect(parseFastPath(['buscar', 'san', '--max', '3', 'cristobal', '-t', 'municipio', '--json'])).toEqual({
      command: 'buscar',
      operands: ['san', 'cristobal'],
      flags: { max: 3, tipo: 'municipio', json: true },
    });
  });

  it('leaves help, mistakes and everything else to commander', () => {
    for (const line of ELSEWHERE) expect(parseFastPath(line), line.join(' ')).toBeUndefined();
  });
});

describe('the fast path', () => {
  it('answers exactly as the full program: output, errors, suggestions and exit code', async () => {
    const lines = wellFormed();
    const codes = new Set<number>();
    for (const [index, line] of lines.entries()) {
      const call = parseFastPath(line)!;
      const expected = await throughProgram(line, false);
      expect(await fastPath(call, false), line.join(' ')).toEqual(expected);
      codes.add(expected.code);
      // On a terminal too, identically: --json, and drawn cards and tables (every sixteenth line:
      // drawing takes Ink a few milliseconds).
      if (call.flags.json === true || index % 16 === 0) {
        expect(await fastPath(call, true), line.join(' ')).toEqual(await throughProgram(line, true));
      }
    }
    // Both found and not found were compared.
    expect([...codes].sort()).toEqual([0, 1]);
  });

  it('reports the lookups\' argument errors as the full program does', async () => {
    const refusing: LookupService = {
      ...steady,
      estado: () => {
        throw new TypeError('El nombre no puede ser \'number\'');
      },
      buscar: () => {
        throw new RangeError('max fuera de rango');
      },
    };
    for (const line of [['estado', 'Lara'], ['buscar', 'x', '--json']]) {
      const expected = await throughProgram(line, false, refusing);
      expect(expected.code).toBe(2);
      expect(await fastPath(parseFastPath(line)!, false, refusing)).toEqual(expected);
    }
  });

  it('is taken only offline, and for the default edition', async () => {
    const config = mkdtempSync(join(tmpdir(), 'vegeo-fast-path-'));
    const launch = (args: string[], env: Record<string, string> = {}) =>
      planFastPath({ argv: ['node', 'vegeo', ...args], env: { XDG_CONFIG_HOME: config, ...env } });
    expect(await launch(['estado', 'Lara'])).toBeDefined();
    expect(await launch(['estado', 'Lara', '--json'])).toBeDefined();
    expect(await launch(['estado', 'Lara', '--remote'])).toBeUndefined();
    expect(await launch(['estado', 'Lara'], { VEGEO_REMOTE: '1' })).toBeUndefined();
    expect(await launch(['estado', 'Lara'], { VEGEO_REMOTE: '0' })).toBeDefined();
    // Only the default edition is answered here.
    expect(await launch(['estado', 'Lara'], { VEGEO_EDICION: 'ine' })).toBeUndefined();
    expect(await launch(['estado', 'Lara'], { VEGEO_EDICION: 'x' })).toBeUndefined();
    expect(await launch(['estado', 'Lara'], { VEGEO_EDICION: 'base' })).toBeDefined();
    expect(await launch(['estado', 'Lara', '--edicion', 'ine'])).toBeUndefined();
    mkdirSync(join(config, 'vegeo'));
    writeFileSync(join(config, 'vegeo', 'config.json'), JSON.stringify({ remote: true }));
    expect(await launch(['estado', 'Lara'])).toBeUndefined();
    expect(await launch(['estado', 'Lara'], { VEGEO_REMOTE: 'no' })).toBeDefined();
  });
});
