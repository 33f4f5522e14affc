import raw from '../../venezuela.json' with { type: 'json' };
import type { PaisData } from '../types.js';

/** The embedded dataset, in published order. Internal: never hand it out unfrozen or uncopied. */
export const dataset: PaisData<string> = raw;
