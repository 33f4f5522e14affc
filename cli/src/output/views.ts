import type { Views } from '../io.js';

let views: Promise<Views> | undefined;

/**
 * Loads Ink, React and the views (once). Called before a lookup whose answer will be drawn on a
 * terminal too, so that reading and compiling them overlaps the lookup.
 */
export function preloadViews(): Promise<Views> {
  return (views ??= import('../views/render.js'));
}
