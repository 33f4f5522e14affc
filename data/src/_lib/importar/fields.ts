import type { Tipo } from '../../types.js';
import type { Campo, Fila } from './columns.js';
import { ID_LENGTH, type Registro } from './geoIndex.js';
import { foreignScript } from './scripts.js';
import { forbiddenCharacter } from './text.js';

/** The row fields a change of `tipo` writes, and the record field each is stored as. */
export const WRITTEN: Record<Tipo, [Campo, string][]> = {
  estado: [['nombre', 'estado'], ['capital', 'capital'], ['iso_31662', 'iso_31662'], ['codigo_ine', 'codigo_ine'], ['nombre_anterior', 'nombre_anterior']],
  municipio: [['nombre', 'municipio'], ['capital', 'capital'], ['codigo_ine', 'codigo_ine'], ['nombre_anterior', 'nombre_anterior']],
  parroquia: [['nombre', 'parroquia'], ['codigo_ine', 'codigo_ine'], ['nombre_anterior', 'nombre_anterior']],
};

const LABEL: Partial<Record<Campo, string>> = { nombre: 'El nombre', capital: 'La capital', nombre_anterior: 'El nombre anterior' };
const MAX_TEXT = 200;

/** A row's value for a field as it would be stored (ISO codes upper-cased, texts in NFC), or its problem in Spanish. */
export function valueOf(tipo: Tipo, campo: Campo, raw: string): { value: string } | { problem: string } {
  if (campo === 'codigo_ine') {
    return new RegExp(`^\\d{${ID_LENGTH[tipo]}}$`).test(raw) ? { value: raw } : { problem: `El código INE de ${tipo === 'parroquia' ? 'una' : 'un'} ${tipo} tiene ${ID_LENGTH[tipo]} dígitos, no «${raw}»` };
  }
  if (campo === 'iso_31662') {
    const iso = raw.toUpperCase();
    return /^VE-[A-Z]$/.test(iso) ? { value: iso } : { problem: `El código ISO debe tener la forma VE-X, no «${raw}»` };
  }
  const label = LABEL[campo] ?? campo;
  const forbidden = forbiddenCharacter(raw);
  if (forbidden) return { problem: `${label} contiene ${forbidden}, que no se puede guardar` };
  const foreign = foreignScript(raw);
  // A look-alike: reads as a Latin name and is another one to every index.
  if (foreign) return { problem: `${label} «${raw}» ${foreign}` };
  const value = raw.normalize('NFC');
  if (value.length > MAX_TEXT) return { problem: `${label} no puede pasar de ${MAX_TEXT} caracteres` };
  return { value };
}

/** What a row would write: its given fields that pass, by record field; the problems by row field. */
export function writtenFields(tipo: Tipo, fila: Fila, skip: readonly Campo[] = []) {
  const values: Record<string, string> = {};
  const problems: { campo: Campo; mensaje: string }[] = [];
  for (const [campo, field] of WRITTEN[tipo]) {
    const raw = fila[campo];
    if (raw === undefined || skip.includes(campo)) continue;
    const checked = valueOf(tipo, campo, raw);
    if ('problem' in checked) problems.push({ campo, mensaje: checked.problem });
    else values[field] = checked.value;
  }
  return { values, problems };
}

/** The fields of `values` that differ from the record's, before and after. */
export function differences(record: Registro | undefined, values: Record<string, string>) {
  return Object.entries(values)
    .filter(([field, value]) => record?.campos[field] !== value)
    .map(([campo, despues]) => ({ campo, antes: record?.campos[campo] ?? null, despues }));
}
