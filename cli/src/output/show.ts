import { colorEnabled } from './color.js';
import { formatModel } from '../format/model.js';
import type { Io } from '../io.js';
import type { Model } from '../model/types.js';
import type * as Views from '../views/render.js';

let views: Promise<typeof Views> | undefined;

/**
 * Starts loading Ink, React and the views (once). Called before a lookup whose answer will be
 * drawn on a terminal, so that reading and compiling them overlaps the lookup.
 */
export function preloadViews(): Promise<typeof Views> {
  return (views ??= import('../views/render.js'));
}

/**
 * Writes a result: with `--json` the value itself (or `null`), on a terminal the Ink view, else
 * plain text. Ink and React are loaded only on the terminal path, so the others stay fast.
 */
export async function show(io: Io, json: boolean, value: unknown, model: () => Model): Promise<void> {
  if (json) {
    io.stdout.write(`${JSON.stringify(value ?? null)}\n`);
    return;
  }
  if (io.stdout.isTTY) {
    const { renderModel } = await preloadViews();
    const columns = io.stdout.columns || 80;
    io.stdout.write(`${renderModel(model(), { columns, color: colorEnabled(io.env) })}\n`);
    return;
  }
  io.stdout.write(formatModel(model()));
}
