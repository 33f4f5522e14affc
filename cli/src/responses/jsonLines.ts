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

/** The longest line read, in characters (1 MiB of ASCII): a longer one gets an error line, unread. */
export const LINE_MAX = 1_048_576;
/** The deepest nesting of `[` and `{` a line may have; no query needs more than three. */
export const NESTING_MAX = 64;
/** How much of a line too long to read its answer echoes. */
const ECHOED = 80;

type Parsed = { ok: true; query: unknown } | { ok: false; consulta: unknown; error: string };

function parse(line: string): Parsed {
  if (line.length > LINE_MAX) return tooLong(line);
  // Checked before parsing: a deep line must not reach the recursion of a parser or a printer.
  if (nestingOf(line) > NESTING_MAX) return { ok: false, consulta: line.slice(0, ECHOED) + '…', error: `La línea anida más de ${NESTING_MAX} niveles de [ y {` };
  try {
    return { ok: true, query: JSON.parse(line) };
  } catch {
    return { ok: false, consulta: line, error: 'La línea no es JSON válido' };
  }
}

const tooLong = (start: string): Parsed => ({
  ok: false,
  consulta: start.trimStart().slice(0, ECHOED) + '…',
  error: `La línea pasa de ${LINE_MAX.toLocaleString('es-VE')} caracteres; no se lee`,
});

/** How deep `[` and `{` nest in `line`, outside strings, in one pass. */
function nestingOf(line: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let at = 0; at < line.length; at++) {
    const code = line.charCodeAt(at);
    if (inString) {
      if (code === 0x5c) at++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Streams JSON Lines from `input` to `output`: one answer line per non-blank input line, in
 * order. Each read of the input is answered as soon as it arrives, whole lines at once: a
 * program that writes one query and waits gets its answer, while a large batch is answered a
 * read (64 KiB) at a time. Holds one read in memory: the next is read only once `output` has
 * taken the answers (waiting for `drain`). A UTF-8 byte order mark at the start is ignored.
 * Each read is looked at once, so the cost grows with the input, however long its lines: a line
 * over `LINE_MAX` characters gets an `error` line as soon as it passes the limit, and the rest
 * of it is skipped as it arrives, never held; one nested deeper than `NESTING_MAX` gets its own.
 *
 * If `answer` gives up (`UnfinishedLote`, a service that cannot go on), the lines it did answer
 * are written, every remaining line still gets an `error` line, and the cause is thrown at the end.
 */
export async function answerLines(input: NodeJS.ReadableStream, output: NodeJS.WritableStream, answer: AnswerBlock): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let failure: UnfinishedLote | undefined;
  // The line being read, in the pieces it came in (joined once, when it ends).
  let pending: string[] = [];
  let pendingLength = 0;
  // The rest of a line too long to read is dropped up to its end.
  let skipping = false;
  let started = false;
  // A read that ends in \r may be half of \r\n: that \r goes with the next read.
  let carry = '';

  const answerParsed = async (parsed: Parsed[]) => {
    if (parsed.length === 0) return;
    const queries = parsed.flatMap((p) => (p.ok ? [p.query] : []));
    let answers: LoteLine[] = [];
    if (queries.length === 0) answers = [];
    else if (failure) answers = failure.unanswered(queries);
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
      const line: LoteLine = p.ok ? answers[next++]! : { consulta: p.consulta, error: p.error };
      out += `${jsonText(line)}\n`;
    }
    if (!output.write(out)) await once(output, 'drain');
  };
  const linesOf = (text: string) => text.split(LINE_END).flatMap((line) => (line.trim() === '' ? [] : [parse(line)]));

  const read = async (chunk: string) => {
    let text = carry + chunk;
    carry = '';
    if (!started && text !== '') {
      started = true;
      if (text.startsWith(BOM)) text = text.slice(1);
    }
    if (text.endsWith('\r')) {
      carry = '\r';
      text = text.slice(0, -1);
    }
    const end = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
    if (end < 0) return hold(text);
    let head = text.slice(0, end);
    if (skipping) {
      const first = head.search(LINE_END);
      head = first < 0 ? '' : head.slice(first);
    } else if (pendingLength > 0) head = pending.join('') + head;
    pending = [];
    pendingLength = 0;
    skipping = false;
    await answerParsed(linesOf(head));
    await hold(text.slice(end + 1));
  };
  const hold = async (text: string) => {
    if (skipping || text === '') return;
    pending.push(text);
    pendingLength += text.length;
    if (pendingLength <= LINE_MAX) return;
    const start = pending.join('');
    pending = [];
    pendingLength = 0;
    skipping = true;
    await answerParsed([tooLong(start)]);
  };

  for await (const chunk of input) await read(typeof chunk === 'string' ? chunk : decoder.write(chunk));
  const rest = decoder.end();
  if (rest) await read(rest);
  if (carry) await read('\n');
  if (!skipping && pendingLength > 0) await answerParsed(linesOf(pending.join('')));
  if (failure) throw failure.reason;
}
