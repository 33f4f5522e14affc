// The filtering alone, on the page's main thread: @vegeo/data's search (what the picker calls on
// each key) and Fuse.js's, over the same 1139 parroquias, the best 50 of each prefix typed.
import { createBuscar, pais, renombres } from '@vegeo/data';
import parroquias from '@vegeo/react/base/parroquias';
import Fuse from 'fuse.js';

const buscar = createBuscar(pais, { renombres });
const fuse = new Fuse(parroquias, { keys: ['nombre'], ignoreDiacritics: true });
const filters = {
  vegeo: (text: string) => buscar(text, { tipo: 'parroquia', max: 50 }),
  fuse: (text: string) => fuse.search(text, { limit: 50 }),
};

/**
 * Milliseconds per call for each prefix of `typed`, for each search: `calls` calls timed together
 * (the browser's clock counts in tenths of a millisecond), the median of `rounds` such batches.
 */
function time(typed: string, rounds: number, calls = 20): Record<keyof typeof filters, number[]> {
  const prefixes = [...typed].map((_, i) => typed.slice(0, i + 1)).filter((text) => text.trim() !== '');
  const result = { vegeo: [] as number[], fuse: [] as number[] };
  for (const name of ['vegeo', 'fuse'] as const) {
    for (const text of prefixes) filters[name](text); // warm: indexes built, code optimised
    for (const text of prefixes) {
      const samples: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const start = performance.now();
        for (let c = 0; c < calls; c++) filters[name](text);
        samples.push((performance.now() - start) / calls);
      }
      result[name].push(samples.sort((a, b) => a - b)[Math.floor(rounds / 2)]!);
    }
  }
  return result;
}
Object.assign(window, { time });
