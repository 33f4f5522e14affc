import { baseNamesOf } from '../baseNames.js';
import { buildIndex } from '../geoIndex.js';
import { POSITIONAL } from '../ids.js';
import { createBuscar } from '../search/index.js';
import type { Renames } from '../extras.js';
import type { PaisData, Tipo } from '../../types.js';
import { CandidateFinder } from './candidates.js';
import { readField, splitText } from './clean.js';
import { decide, type Field, type Verdict } from './decide.js';
import { DEPTH, LEVELS, placesOf } from './places.js';
import { answerOf } from './answer.js';
import type { LugarNormalizado, NormalizarResult } from '../../normalizar.js';

/** The place fields of a row, as the normalizer takes them once checked. */
export interface RowTexts {
  estado: string | undefined;
  municipio: string | undefined;
  parroquia: string | undefined;
  texto: string | undefined;
}

// Spreadsheets repeat their values: each distinct field is read and looked up once, up to this
// many kept (then the memory starts over, which costs less than evicting one by one).
const MEMO_CAPACITY = 20_000;

/** Reads rows over one edition; fields seen before cost a map lookup. */
export class Normalizer {
  private readonly finder: CandidateFinder;
  private memo = new Map<string, Field>();
  private answers = new Map<string, NormalizarResult>();

  constructor(pais: PaisData, renames: Renames) {
    const baseNames = baseNamesOf(pais, POSITIONAL);
    const index = buildIndex(pais, renames, POSITIONAL, baseNames);
    this.finder = new CandidateFinder(index, createBuscar(pais, renames, POSITIONAL, baseNames), placesOf(index));
  }

  /** The answer to `row`, remembered: a row seen before (a spreadsheet repeats its places) costs a copy. */
  answer(row: RowTexts, deepest: Tipo): NormalizarResult {
    const key = `${deepest}\u0000${row.estado ?? ''}\u0000${row.municipio ?? ''}\u0000${row.parroquia ?? ''}\u0000${row.texto ?? ''}`;
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = answerOf(this.read(row, deepest));
      if (this.answers.size >= MEMO_CAPACITY) this.answers = new Map();
      this.answers.set(key, answer);
    }
    return copyOf(answer);
  }

  read(row: RowTexts, deepest: Tipo): Verdict {
    const fields: Field[] = [];
    for (const column of LEVELS.slice(0, DEPTH[deepest] + 1)) {
      const value = row[column];
      if (value !== undefined && value.trim() !== '') fields.push(this.field(value, column, deepest));
    }
    if (row.texto !== undefined) for (const part of splitText(row.texto)) fields.push(this.field(part, null, deepest));
    return decide(fields.filter((f) => f.reading.variants[0]!.text !== '' || f.column !== null));
  }

  private field(value: string, column: Tipo | null, deepest: Tipo): Field {
    const key = `${column ?? ''}\u0000${deepest}\u0000${value}`;
    let field = this.memo.get(key);
    if (field === undefined) {
      const reading = readField(value);
      field = { reading, column, candidates: this.finder.find(reading, column, deepest) };
      if (this.memo.size >= MEMO_CAPACITY) this.memo = new Map();
      this.memo.set(key, field);
    }
    return field;
  }
}

const copyPlace = (place: LugarNormalizado | null): LugarNormalizado | null => (place === null ? null : { id: place.id, nombre: place.nombre, ine: place.ine });

/** A fresh copy of a remembered answer: callers may change what they get. */
function copyOf(r: NormalizarResult): NormalizarResult {
  return {
    estado: copyPlace(r.estado),
    municipio: copyPlace(r.municipio),
    parroquia: copyPlace(r.parroquia),
    certeza: r.certeza,
    confianza: r.confianza,
    motivo: r.motivo,
    alternativas: r.alternativas.map((a) => ({ estado: copyPlace(a.estado)!, municipio: copyPlace(a.municipio), parroquia: copyPlace(a.parroquia), confianza: a.confianza })),
  };
}
