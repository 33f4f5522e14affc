import type { Views } from '../io.js';

let views: Promise<Views> | undefined;

/**
 * Loads Ink, React and the views (once). Called before a lookup whose answer will be drawn on a
 * terminal too, so that reading and compiling them overlaps the lookup.
 */
export function preloadViews(): Promise<Views> {
  if (views === undefined) {
    // Ink lays out with Yoga, which is WebAssembly. V8 compiles it with its baseline compiler,
    // then again, optimised, on background threads; and Node waits for those before the process
    // may end (a quarter of the time to the first frame, measured on a terminal). A card is laid
    // out once: the baseline code is plenty. node:v8 is loaded here, not with this module: an
    // answer that draws nothing (--json, piped) would pay some 4 ms of its 45 ms for it.
    process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only');
    views = import('../views/render.js');
  }
  return views;
}
