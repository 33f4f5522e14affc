import { colorEnabled } from './color.js';
import { formatModel, printable } from '../format/model.js';
import { jsonText } from '../format/terminalText.js';
import type { LookupContext } from '../io.js';
import type { Model } from '../model/types.js';

/**
 * Writes a result: with `--json` the value itself (or `null`), on a terminal the Ink view, else
 * plain text. Ink and React are loaded only on the terminal path, so the others stay fast.
 */
export async function show(
  { io, views }: Pick<LookupContext, 'io' | 'views'>,
  json: boolean,
  value: unknown,
  model: () => Model,
): Promise<void> {
  if (json) {
    io.stdout.write(`${jsonText(value)}\n`);
    return;
  }
  if (io.stdout.isTTY) {
    const { renderModel } = await views();
    const columns = io.stdout.columns || 80;
    io.stdout.write(`${renderModel(printable(model()), { columns, color: colorEnabled(io.env) })}\n`);
    return;
  }
  io.stdout.write(formatModel(model()));
}
