import { once } from 'node:events';
import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerLines, LINE_MAX, NESTING_MAX } from './jsonLines.js';
import { UnfinishedLote } from '../lookup/lookupService.js';
import type { LoteLine } from '@vegeo/data';

// Echoes each query as its result: what matters here is order, count and flow.
const echo = (queries: readonly unknown[]): LoteLine[] => queries.map((q) => ({ consulta: q, resultado: null }));

/** A consumer that accepts little at a time and is slow to drain. */
class SlowSink extends Writable {
  lines: string[] = [];
  writesRefused = 0;
  constructor() {
    super({ highWaterMark: 64 });
  }
  override write(chunk: string): boolean {
    const accepted = super.write(chunk);
    if (!accepted) this.writesRefused++;
    return accepted;
  }
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    setTimeout(done, 1);
  }
}

/** Collects what is written, line by line, and lets a test wait for the next line. */
class Lines extends Writable {
  lines: unknown[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line)));
    this.emit('line');
    done();
  }
}

describe('answerLines', () => {
  it('keeps order and count across reads, waiting for the consumer to drain', async () => {
    const input = Array.from({ length: 2000 }, (_, n) => JSON.stringify({ n })).join('\n');
    const sink = new SlowSink();
    // Reads that cut lines anywhere, a character at a time in places.
    const cuts = [0, 5, 6, 7, 4000, 4001, 12_345, input.length];
    await answerLines(Readable.from(cuts.slice(1).map((end, i) => input.slice(cuts[i], end))), sink, echo);
    await new Promise<void>((resolve) => sink.end(resolve));
    expect(sink.lines).toHaveLength(2000);
    expect(sink.lines.map((line) => JSON.parse(line).consulta.n)).toEqual([...Array(2000).keys()]);
    expect(sink.writesRefused).toBeGreaterThan(0);
  });

  it('answers what has arrived without waiting for more input', async () => {
    const input = new PassThrough();
    const out = new Lines();
    const done = answerLines(input, out, echo);
    for (const n of [1, 2, 3]) {
      input.write(`{"n":${n}}\n`);
      await once(out, 'line');
      expect(out.lines.at(-1)).toEqual({ consulta: { n }, resultado: null });
    }
    input.end();
    await done;
    expect(out.lines).toHaveLength(3);
  });

  it('accepts an answering function that is asynchronous (a remote service)', async () => {
    const out = new Lines();
    const later = async (queries: readonly unknown[]) => echo(queries);
    await answerLines(Readable.from(['{"a":1}\r\n\r\n[2]\rnot json\n', Buffer.from('\uFEFF{"late":1}')]), out, later);
    expect(out.lines).toEqual([
      { consulta: { a: 1 }, resultado: null },
      { consulta: [2], resultado: null },
      { consulta: 'not json', error: 'La línea no es JSON válido' },
      // A byte order mark counts only at the very start of the input.
      { consulta: '\uFEFF{"late":1}', error: 'La línea no es JSON válido' },
    ]);
  });

  it('ignores a UTF-8 byte order mark at the start, even split across reads', async () => {
    const out = new Lines();
    const bom = Buffer.from('\uFEFF{"a":1}\n');
    await answerLines(Readable.from([bom.subarray(0, 1), bom.subarray(1, 2), bom.subarray(2)]), out, echo);
    expect(out.lines).toEqual([{ consulta: { a: 1 }, resultado: null }]);
  });

  it('still answers every line, in order, when the service gives up, and then fails with its reason', async () => {
    const out = new Lines();
    const reason = new Error('Servicio no disponible.');
    let calls = 0;
    const givingUp = (queries: readonly unknown[]) => {
      calls++;
      throw new UnfinishedLote(echo(queries.slice(0, 1)), reason);
    };
    const input = '{"n":1}\n{"n":2}\nnope\n';
    await expect(answerLines(Readable.from([input, '{"n":3}\n']), out, givingUp)).rejects.toBe(reason);
    expect(calls).toBe(1);
    expect(out.lines).toEqual([
      { consulta: { n: 1 }, resultado: null },
      { consulta: { n: 2 }, error: 'Sin respuesta del servicio: Servicio no disponible.' },
      { consulta: 'nope', error: 'La línea no es JSON válido' },
      { consulta: { n: 3 }, error: 'Sin respuesta del servicio: Servicio no disponible.' },
    ]);
  });

  it('gives a line nested too deep its own error line, and answers the lines around it', async () => {
    const out = new Lines();
    const deep = '['.repeat(5000);
    const shallow = '['.repeat(NESTING_MAX) + ']'.repeat(NESTING_MAX);
    await answerLines(Readable.from([`{"n":1}\n${deep}\n"[[[[ en un texto no cuenta"\n${shallow}\n{"n":2}\n`]), out, echo);
    expect(out.lines).toEqual([
      { consulta: { n: 1 }, resultado: null },
      { consulta: `${'['.repeat(80)}…`, error: `La línea anida más de ${NESTING_MAX} niveles de [ y {` },
      { consulta: '[[[[ en un texto no cuenta', resultado: null },
      { consulta: JSON.parse(shallow), resultado: null },
      { consulta: { n: 2 }, resultado: null },
    ]);
  });

  it('answers a line over LINE_MAX with an error line as soon as it passes the limit, skips the rest of it unread, and goes on', async () => {
    const input = new PassThrough();
    const out = new Lines();
    const done = answerLines(input, out, echo);
    input.write('{"n":1}\n  {"tipo":"estado","nombre":"');
    const piece = 'a'.repeat(65_536);
    for (let sent = 0; sent <= LINE_MAX; sent += piece.length) input.write(piece);
    await once(out, 'line');
    await once(out, 'line');
    expect(out.lines).toEqual([
      { consulta: { n: 1 }, resultado: null },
      { consulta: `{"tipo":"estado","nombre":"${'a'.repeat(80 - 27)}…`, error: `La línea pasa de ${LINE_MAX.toLocaleString('es-VE')} caracteres; no se lee` },
    ]);
    // Twenty more megabytes of the same line, then its end and one more query, without a newline.
    for (let sent = 0; sent < 20 * 2 ** 20; sent += piece.length) input.write(piece);
    input.end('"}\r\n{"n":2}');
    await done;
    expect(out.lines.slice(2)).toEqual([{ consulta: { n: 2 }, resultado: null }]);
  });

  it('also cuts a line over LINE_MAX that comes in one read, or last without a newline', async () => {
    const out = new Lines();
    const long = `"${'b'.repeat(LINE_MAX)}"`;
    await answerLines(Readable.from([`${long}\n{"n":1}\n${long}`]), out, echo);
    expect(out.lines.map((line) => ('error' in (line as object) ? 'error' : (line as { consulta: unknown }).consulta))).toEqual(['error', { n: 1 }, 'error']);
  });
});
