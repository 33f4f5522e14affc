// The streaming of `vegeo lote` as it was before answers followed each read of the input: lines
// gathered by readline into chunks of 512, each answered when full (or at the end of input).
// Kept as the baseline of bench/lote.mjs, which builds the CLI with this in place of jsonLines.ts.
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { LoteLine } from '@vegeo/data';
import type { MaybePromise } from '../../src/lookup/lookupService.js';

/** Lines answered per round: big enough to write efficiently, small enough to stay light. */
const CHUNK = 512;

/** Answers a chunk of parsed queries in order (the lookup service's `lote`). */
export type AnswerChunk = (queries: readonly unknown[]) => MaybePromise<LoteLine[]>;

type Parsed = { ok: true; query: unknown } | { ok: false; raw: string };

function parse(line: string): Parsed {
  try {
    return { ok: true, query: JSON.parse(line) };
  } catch {
    return { ok: false, raw: line };
  }
}

async function answerChunk(lines: readonly string[], answer: AnswerChunk): Promise<string> {
  const parsed = lines.map(parse);
  const answers = await answer(parsed.flatMap((p) => (p.ok ? [p.query] : [])));
  let next = 0;
  let text = '';
  for (const p of parsed) {
    const line: LoteLine = p.ok ? answers[next++] : { consulta: p.raw, error: 'La línea no es JSON válido' };
    text += `${JSON.stringify(line)}\n`;
  }
  return text;
}

/**
 * Streams JSON Lines from `input` to `output`: one answer line per non-blank input line, in
 * order. Holds at most one chunk in memory: readline pauses the input while we are busy, and we
 * wait for `drain` whenever `output` asks us to.
 */
export async function answerLines(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  answer: AnswerChunk,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let chunk: string[] = [];
  const flush = async () => {
    const text = await answerChunk(chunk, answer);
    chunk = [];
    if (text !== '' && !output.write(text)) await once(output, 'drain');
  };
  for await (const line of lines) {
    if (line.trim() === '') continue;
    chunk.push(line);
    if (chunk.length >= CHUNK) await flush();
  }
  await flush();
}
