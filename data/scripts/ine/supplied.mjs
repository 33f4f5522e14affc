// The rule that values come only from sources whose licence lets the project take them
// (`suministra: true` in ine/fuentes.json). A source the repository holds a copy of is also read:
// the value must be there, so that citing it for a name it does not carry fails the build.
//   semilla: the seed itself (venezuela.json): a run of words of what the seed says of the
//            record, or of the capital of its municipio (a capital made a parroquia);
//   ocha:    a run of words of OCHA's name for the record (ine/codigos.csv, checked against
//            OCHA's table), which may carry a qualifier ("Urbana", "Indígena Bolivariano").
// Names compare as a reader tells them apart: case, accents on vowels and punctuation aside.
import { fold } from '../../test/typos.mjs';

/** Whether `part` is a run of whole words of `text`. */
const within = (part, text) => typeof text === 'string' && ` ${fold(text)} `.includes(` ${fold(part)} `);

/** The seed's municipio of a parroquia's id (`EEMMPP`), or `undefined`. */
function municipioOf(seed, id) {
  if (id.length !== 6) return undefined;
  return seed.find((e) => e.id_estado === Number(id.slice(0, 2)))?.municipios[Number(id.slice(2, 4)) - 1];
}

/** How to tell whether a source that holds a copy carries `c.despues`; sources without one are taken at their word. */
function readers(seed, codes) {
  return {
    semilla: (c) => within(c.despues, c.antes) || within(c.despues, municipioOf(seed, c.registro)?.capital),
    ocha: (c) => within(c.despues, codes.get(c.registro)?.nombreOcha),
  };
}

/**
 * Refuses an applied correction that cites no source marked `suministra: true`, and any correction
 * (pending ones too: a citation must be true) whose value none of the supplying sources it cites
 * carries. `codes` is ine/codigos.csv as `readCodes` reads it. Throws `build-ine: …` with the
 * first correction at fault.
 */
export function checkSupplied(correcciones, fuentes, seed, codes) {
  const supplies = new Set(fuentes.filter((f) => f.suministra === true).map((f) => f.id));
  const carries = readers(seed, codes);
  for (const c of correcciones) {
    const where = `${c.id} (${c.registro})`;
    const supplying = c.fuentes.filter((f) => supplies.has(f));
    if (supplying.length === 0) {
      if (c.estado !== 'aplicada') continue;
      throw new Error(`build-ine: ${where}: ninguna de sus fuentes (${c.fuentes.join(', ')}) suministra datos; déjela pendiente o cite una que sí`);
    }
    if (typeof c.despues !== 'string' || c.registro === '*') continue;
    if (supplying.some((f) => carries[f] === undefined || carries[f](c))) continue;
    throw new Error(`build-ine: ${where}: ninguna fuente que suministra datos (${supplying.join(', ')}) dice ${JSON.stringify(c.despues)}`);
  }
}
