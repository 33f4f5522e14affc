import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CsvError } from './columns.js';
import { parseCsv, writeCsv, type CsvInput } from './parse.js';

async function rowsOf(input: CsvInput) {
  const rows: string[][] = [];
  const firsts: number[] = [];
  const shape = await parseCsv(input, (block, first) => {
    firsts.push(first);
    rows.push(...block);
  });
  return { rows, shape, firsts };
}

describe('parseCsv', () => {
  it('reads commas, quotes with separators, quotes and line breaks inside, and CRLF', async () => {
    const { rows, shape } = await rowsOf('nombre,estado\r\n"Pérez, Ana","Dtto. ""Capital"""\r\n"dos\r\nlíneas",Zulia\r\n');
    expect(rows).toEqual([['nombre', 'estado'], ['Pérez, Ana', 'Dtto. "Capital"'], ['dos\r\nlíneas', 'Zulia']]);
    expect(shape).toEqual({ delimiter: ',', linebreak: '\r\n' });
  });

  it('guesses a semicolon, as Excel writes CSV in Spanish, and skips blank lines', async () => {
    const { rows, shape } = await rowsOf('Edo;Mun;Pq\n\nMérida;Libertador;"El Llano; centro"\n');
    expect(rows).toEqual([['Edo', 'Mun', 'Pq'], ['Mérida', 'Libertador', 'El Llano; centro']]);
    expect(shape.delimiter).toBe(';');
  });

  it('streams a Node stream in blocks, waiting for each block before reading on', async () => {
    const lines = ['estado', ...Array.from({ length: 50_000 }, (_, i) => `Zulia ${i}`)];
    let busy = false;
    let blocks = 0;
    let count = 0;
    await parseCsv(Readable.from([lines.join('\n')].map((t) => t), { objectMode: false }), async (block, first) => {
      expect(busy).toBe(false);
      expect(first).toBe(count + 1);
      busy = true;
      await new Promise((r) => setTimeout(r, 1));
      busy = false;
      blocks += 1;
      count += block.length;
    });
    expect(count).toBe(lines.length);
    expect(blocks).toBeGreaterThan(0);
  });

  it('refuses a quote left open, naming the row', async () => {
    await expect(rowsOf('a,b\n1,2\n"3,4\n5,6\n')).rejects.toThrow(CsvError);
    await expect(rowsOf('a,b\n1,2\n"3,4\n5,6\n')).rejects.toThrow(/fila 3/);
  });

  it('writes rows back with the file\'s separator and line break, quoting only where needed', () => {
    expect(writeCsv([['a;b', 'c'], ['d"e', 'f']], { delimiter: ';', linebreak: '\r\n' })).toBe('"a;b";c\r\n"d""e";f\r\n');
  });
});
