import { once } from 'node:events';
import { StringDecoder } from 'node:string_decoder';
import type { LoteLine } from '@vegeo/data';
import { UnfinishedLote, type MaybePromise } from '../lookup/lookupService.js';
import { jsonText } from '../format/terminalText.js';

/** Answers a block of parsed queries in order (the lookup service's `lote`). */
export type AnswerBlock = (queries: readonly unknown[]) => MaybePromise<LoteLine[]>;

const BOM = '\uFEFF';
// As readline splits: a line ends at \n, \r\n or a lone \r.
const LINE_END = /\r\n|\n|\r/;

type Parsed = { ok: true; query: unknown } | { ok: false; raw: string };

function parse(line: string): Parsed {
  try {
    return { ok: true, query: JSON.parse(line) };
  } catch {
    return { ok: false, raw: line };
  }
}

/**
 * Streams JSON Lines from `input` to `output`: one answer line per non-blank input line, in
 * order. Each read of the input is answered as soon as it arrives, whole lines at once: a
 * program that writes one query and waits gets its answer, while a large batch is answered a
 * read (64 KiB) at a time. Holds one read in memory: the next is read only once `output` has
 * taken the answers (waiting for `drain`). A UTF-8 byte order mark at the start is ignored.
 *
 * If `answer` gives up (`UnfinishedLote`, a service that cannot go on), the lines it did answer
 * are written, every remaining line still gets an `error` line, and the cause is thrown at the end.
 */
export async function answerLines(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, answer: AnswerBlock): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let failure: UnfinishedLote | undefined;
  let pending = '';
  let started = false;

  const answerText = async (text: string) => {
    const parsed = text.split(LINE_END).flatMap((line) => (line.trim() === '' ? [] : [parse(line)]));
    if (parsed.length === 0) return;
    const queries = parsed.flatMap((p) => (p.ok ? [p.query] : []));
    let answers: LoteLine[];
    if (failure) answers = failure.unanswered(queries);
    else {
      try {
        answers = await answer(queries);
      } catch (error) {
        if (!(error instanceof UnfinishedLote)) throw error;
        failure = error;
        answers = [...error.answered, ...error.unanswered(queries.slice(error.answered.length))];
      }
    }
    let next = 0;
    let out = '';
    for (const p of parsed) {
      const line: LoteLine = p.ok ? answers[next++]! : { consulta: p.raw, error: 'La línea no es JSON válido' };
      out += `${jsonText(line)}\n`;
    }
    if (!output.write(out)) await once(output, 'drain');
  };

  for await (const chunk of input) {
    let text = pending + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    if (!started && text !== '') {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    // Whole lines now; a line still being written waits for the rest. A trailing \r may be half
    // of \r\n: it waits too.
    const lastCr = text.endsWith('\r') ? text.length - 2 : text.length - 1;
    const end = Math.max(text.lastIndexOf('\n'), lastCr < 0 ? -1 : text.lastIndexOf('\r', lastCr));
    pending = text.slice(end + 1);
    if (end >= 0) await answerText(text.slice(0, end));
  }
  let rest = pending + decoder.end();
  if (!started && rest.startsWith(BOM)) rest = rest.slice(1);
  await answerText(rest);
  if (failure) throw failure.reason;
}
