import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerLines } from './jsonLines.js';
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

describe('answerLines', () => {
  it('keeps order and count across chunks, waiting for the consumer to drain', async () => {
    const input = Array.from({ length: 2000 }, (_, n) => JSON.stringify({ n })).join('\n');
    const sink = new SlowSink();
    await answerLines(Readable.from([input]), sink, echo);
    await new Promise<void>((resolve) => sink.end(resolve));
    expect(sink.lines).toHaveLength(2000);
    expect(JSON.parse(sink.lines[1999]!)).toEqual({ consulta: { n: 1999 }, resultado: null });
    expect(sink.writesRefused).toBeGreaterThan(0);
  });

  it('accepts an answering function that is asynchronous (a remote service)', async () => {
    const chunks: string[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const later = async (queries: readonly unknown[]) => echo(queries);
    await answerLines(Readable.from(['{"a":1}\r\n\r\n[2]\nnot json\n']), out, later);
    expect(chunks.join('').trimEnd().split('\n').map((line) => JSON.parse(line))).toEqual([
      { consulta: { a: 1 }, resultado: null },
      { consulta: [2], resultado: null },
      { consulta: 'not json', error: 'La línea no es JSON válido' },
    ]);
  });
});
