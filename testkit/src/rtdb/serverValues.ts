import { invalidData } from './errors.js';
import { type DataNode, type Primitive, leafValue } from './node.js';

export const SERVER_VALUE_KEY = '.sv';

/** True for a `{".sv": …}` placeholder. */
export function isServerValue(input: unknown): input is { '.sv': unknown } {
  return typeof input === 'object' && input !== null && !Array.isArray(input) && SERVER_VALUE_KEY in input;
}

/**
 * The value a placeholder stands for, given what the location holds now:
 * `"timestamp"` → the server's clock; `{increment: n}` → current number + n (n when the current
 * value is missing or not a number, as the real server does).
 */
export function resolveServerValue(input: { '.sv': unknown }, existing: DataNode, now: number): Primitive {
  const spec = input[SERVER_VALUE_KEY];
  if (spec === 'timestamp') return now;
  if (typeof spec === 'object' && spec !== null && 'increment' in spec) {
    const delta = (spec as { increment: unknown }).increment;
    if (typeof delta !== 'number' || !Number.isFinite(delta)) {
      throw invalidData('Invalid server value: increment must be a number');
    }
    const current = leafValue(existing);
    return typeof current === 'number' ? current + delta : delta;
  }
  throw invalidData(`Invalid server value: ${JSON.stringify(spec)}`);
}
