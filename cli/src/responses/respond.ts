import { reportNotFound } from './notFound.js';
import { show } from '../output/show.js';
import type { Miss } from './notFound.js';
import type { LookupContext } from '../io.js';
import type { Model } from '../model/types.js';

/** How a lookup command answers: what was found (if anything) and how to display it. */
export interface Answer<T> {
  json: boolean;
  /** The service's result, passed through untouched to `--json`. */
  result: T | undefined;
  /** Whether `result` counts as found (an empty list does not). */
  found: (result: T) => boolean;
  model: (result: T) => Model;
  miss: Miss;
}

/** Shows what was found (exit 0), or reports the miss on stderr with `null` for `--json` (exit 1). */
export async function respond<T>(ctx: LookupContext, answer: Answer<T>): Promise<void> {
  const { result } = answer;
  if (result === undefined || !answer.found(result)) {
    if (answer.json) ctx.io.stdout.write('null\n');
    await reportNotFound(ctx, answer.miss);
    return;
  }
  await show(ctx, answer.json, result, () => answer.model(result));
  ctx.exitCode = 0;
}
