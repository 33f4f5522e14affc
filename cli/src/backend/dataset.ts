import type { PaisData } from '@vegeo/data';
import venezuela from '@vegeo/data/venezuela.json' with { type: 'json' };

/**
 * The embedded dataset, for the backend commands only. Imported as its JSON file rather than as
 * `pais` from the library index: the offline path also imports that index, and the bundler would
 * then put the whole dataset in the chunk every offline run loads.
 */
export const dataset = venezuela as unknown as PaisData;
