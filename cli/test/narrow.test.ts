import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { onTerminal } from './onTerminal.js';

const BIN = fileURLToPath(new URL('../bin/vegeo.cjs', import.meta.url));
const ENV = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, CI: undefined, TERM: 'xterm-256color' };

/**
 * Every word of every name in a command's --json answer, what the drawing must show whole; but
 * the id and the capital, columns a narrow table may leave out, and what is never drawn.
 */
function wordsOf(args: string[]): string[] {
  const answer = JSON.parse(spawnSync(process.execPath, [BIN, ...args, '--json'], { encoding: 'utf8' }).stdout) as unknown;
  const words = new Set<string>();
  const visit = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
    else if (typeof value === 'string' && !['tipo', 'id', 'capital', 'iso_31662', 'ciudades', 'estadoId', 'municipioId'].includes(key)) for (const word of value.split(/\s+/)) words.add(word);
  };
  visit(answer);
  return [...words].filter(Boolean);
}

const COMMANDS = [
  ['buscar', 'barquisimeto'],
  ['buscar', 'san cristobal'],
  ['buscar', 'guamo'],
  ['parroquia', 'catedral'],
  ['parroquia', 'Independencia'],
  ['estado', 'Zulia', '--municipios'],
  // Cards: the longest name of all, a long word, a list with a long item.
  ['parroquia', 'Francisco Aniceto Lugo Boca de Cuyubini'],
  ['parroquia', 'Guamo-Gavilanes'],
  ['municipio', 'Antonio Díaz', '--estado', 'Delta Amacuro', '--parroquias'],
];
const WIDTHS = [30, 36, 40, 50, 80];

describe('drawn on a terminal of any width from 30 columns', () => {
  it.each(COMMANDS)('fits %s %s, without splitting a word', async (...args) => {
    const words = wordsOf(args);
    for (const cols of WIDTHS) {
      const terminal = onTerminal(process.execPath, [BIN, ...args], { cols, env: ENV });
      expect(await terminal.exited).toBe(0);
      const where = `${args.join(' ')} at ${cols} columns:\n${terminal.rows().join('\n')}`;
      expect(terminal.overflowed(), where).toEqual([]);
      const shown = new Set(terminal.rows().join('\n').split(/[\s│╭╮╰╯─•·━:]+/));
      const split = words.filter((word) => word.length <= cols - 4 && !shown.has(word) && !shown.has(`${word},`));
      expect(split, where).toEqual([]);
    }
  });
});
