import type { Certeza, LugarNormalizado, NormalizarAlternativa, NormalizarResult } from '../../normalizar.js';
import type { Hypothesis, Verdict } from './decide.js';
import { DEPTH, type Place } from './places.js';
import { TYPO_SCORE } from '../search/score.js';

// The alternatives listed at most, best first.
const MAX_ALTERNATIVAS = 5;

/** The verdict written out as the library answers it. */
export function answerOf(verdict: Verdict): NormalizarResult {
  switch (verdict.kind) {
    case 'none':
      return { estado: null, municipio: null, parroquia: null, certeza: 'sin_par', confianza: 0, motivo: 'ningún lugar encaja', alternativas: [] };
    case 'ambiguous': {
      const options = verdict.options.slice(0, MAX_ALTERNATIVAS);
      const shared = sharedLevels(options.map((o) => o.place));
      const confianza = round(verdict.options[0]!.total / verdict.options.length);
      const motivo = `${verdict.options.length} lugares encajan`;
      return written(verdict.options[0]!.place, shared, 'ambigua', confianza, motivo, options.map(alternativa));
    }
    case 'unsure': {
      const { best, depth } = verdict;
      const motivo = depth < 0 ? 'ningún lugar encaja bien' : `sin par seguro por debajo ${depth === 1 ? 'del municipio' : 'del estado'}`;
      // The best reading is worth showing only where it says more than the levels answered.
      const guess = DEPTH[best.place.tipo] > depth ? [alternativa(best)] : [];
      return written(best.place, depth, 'sin_par', round(best.total / 2), motivo, guess);
    }
    case 'sure': {
      const { best, gap, fields } = verdict;
      const exact = best.explained.every((c) => c !== undefined && c.exact);
      const motivos = new Set<string>();
      for (const field of fields) for (const motivo of field.reading.motivos) motivos.add(motivo);
      fields.forEach((field, i) => {
        const c = best.explained[i];
        if (c === undefined || c.score < TYPO_SCORE) motivos.add(`«${field.reading.raw}» no reconocido: lo deciden los demás campos`);
      });
      for (const c of best.explained) if (c?.motivo !== undefined) motivos.add(c.motivo);
      const certeza: Certeza = exact && motivos.size === 0 ? 'exacta' : 'corregida';
      const confianza = certeza === 'exacta' ? 1 : round(best.total * (0.8 + 0.2 * Math.min(1, gap / 0.3)));
      return written(best.place, DEPTH[best.place.tipo], certeza, confianza, motivos.size === 0 ? null : [...motivos].join('; '), []);
    }
  }
}

/** The depth down to which every place is the same record (-1: not even the estado). */
function sharedLevels(places: readonly Place[]): number {
  const first = places[0]!;
  let depth = -1;
  for (const [d, idOf] of [(p: Place) => p.estado.id, (p: Place) => p.municipio?.id, (p: Place) => p.parroquia?.id].entries()) {
    const id = idOf(first);
    if (id === undefined || places.some((p) => idOf(p) !== id)) break;
    depth = d;
  }
  return depth;
}

/**
 * The answer with `place`'s levels down to `depth`, written out field by field: spreading the
 * levels into the answer's literal cost V8 several times as much, on every row.
 */
function written(place: Place, depth: number, certeza: Certeza, confianza: number, motivo: string | null, alternativas: NormalizarAlternativa[]): NormalizarResult {
  const { estado, municipio, parroquia } = levels(place, depth);
  return { estado, municipio, parroquia, certeza, confianza, motivo, alternativas };
}

function levels(place: Place, depth: number): Pick<NormalizarResult, 'estado' | 'municipio' | 'parroquia'> {
  const { estado, municipio, parroquia } = place;
  return {
    estado: depth >= 0 ? { id: estado.id, nombre: estado.data.estado, ine: estado.codigo ?? null } : null,
    municipio: depth >= 1 && municipio ? { id: municipio.id, nombre: municipio.data.municipio, ine: municipio.codigo ?? null } : null,
    parroquia: depth >= 2 && parroquia ? { id: parroquia.id, nombre: parroquia.nombre, ine: parroquia.codigo ?? null } : null,
  };
}

function alternativa(hypothesis: Hypothesis): NormalizarAlternativa {
  const found = levels(hypothesis.place, DEPTH[hypothesis.place.tipo]);
  return { estado: found.estado as LugarNormalizado, municipio: found.municipio, parroquia: found.parroquia, confianza: round(hypothesis.total) };
}

const round = (n: number): number => Math.round(n * 1000) / 1000;
