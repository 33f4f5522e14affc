import { embeddedSource } from '../embedded/embeddedSource.js';
import { NIVELES, type Edicion } from '../types.js';

/**
 * Loads the embedded levels and the search once, before a test file's tests: the first import of
 * each module is transformed on the spot, which takes longer than Testing Library's waits.
 */
export async function preload(...ediciones: Edicion[]): Promise<void> {
  await import('../search/createSearch.js');
  for (const edicion of ediciones) await Promise.all(NIVELES.map((nivel) => embeddedSource(edicion).load(nivel)));
}
