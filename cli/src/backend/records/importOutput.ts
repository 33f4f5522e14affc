import { writeCsv } from '@vegeo/csv';
import { tablaDeInforme, tablaDeVista, textoDeCampos, textoDeDuda, textoDeErrores, type Informe, type Vista } from '@vegeo/data/importar';
import { progressBar as bar } from '../../format/progressBar.js';
import { terminalText } from '../../format/terminalText.js';

const CSV_SHAPE = { delimiter: ',', linebreak: '\n' };

/** The preview as CSV: one line per change, the missing records last. */
export const previewCsv = (vista: Vista): string => writeCsv(tablaDeVista(vista), CSV_SHAPE);

/** The preview on a terminal: the changes that do something or need a choice, then the totals. */
export function previewTable(vista: Vista, columns: number): string {
  const shown = vista.cambios.filter((c) => c.accion !== 'ninguna' || c.errores.length || c.duda);
  const cell = (text: string, width: number) => {
    const clean = terminalText(text);
    return clean.length > width ? `${clean.slice(0, width - 1)}…` : clean.padEnd(width);
  };
  const nameWidth = Math.max(16, Math.min(40, Math.floor(columns * 0.35)));
  const lines = [`${'fila'.padEnd(6)}${'acción'.padEnd(9)}${'registro'.padEnd(nameWidth + 1)}cambios · observaciones`];
  for (const c of shown) {
    const [errors, doubt] = [textoDeErrores(c), textoDeDuda(c)];
    const notes = [textoDeCampos(c), errors && `error: ${errors}`, c.conflicto && `conflicto: ${c.conflicto.mensaje}`, doubt && `duda: ${doubt}`, c.aviso ?? '']
      .filter(Boolean)
      .join(' · ');
    const mark = c.aplicable ? ' ' : '×';
    lines.push(`${cell(c.fila === null ? '—' : String(c.fila), 5)}${mark}${cell(c.accion, 9)}${cell(c.nombre || c.id || '', nameWidth)} ${terminalText(notes)}`);
  }
  return `${lines.join('\n')}\n${summaryLine(vista)}\n`;
}

/** `4 cambios: 1 crear, 2 editar, 1 sin cambios. Se aplicarían 1; 1 con errores; 1 con dudas (--elegir).` */
export function summaryLine(vista: Vista): string {
  const r = vista.resumen;
  const kinds = (['crear', 'editar', 'mover', 'borrar', 'ninguna'] as const).filter((k) => r[k] > 0).map((k) => `${r[k]} ${k === 'ninguna' ? 'sin cambios' : k}`);
  const parts = [`Se aplicarían ${r.aplicables}`];
  if (r.errores) parts.push(`${r.errores} con errores`);
  if (r.conflictos) parts.push(`${r.conflictos} con conflictos (--aceptar)`);
  if (r.dudas) parts.push(`${r.dudas} con dudas (--elegir)`);
  return `${vista.cambios.length} cambios: ${kinds.join(', ')}. ${parts.join('; ')}.`;
}

/** The report of an import as CSV: every change, applied, skipped or refused, with why. */
export const reportCsv = (informe: Informe): string => writeCsv(tablaDeInforme(informe), CSV_SHAPE);

/** `2 aplicados, 1 ya aplicado, 1 omitido…`: the report's totals. */
export function reportLine(informe: Informe): string {
  const counts = new Map<string, number>();
  for (const f of informe.filas) counts.set(f.resultado, (counts.get(f.resultado) ?? 0) + 1);
  return [...counts].map(([resultado, n]) => `${n} ${resultado}`).join(', ');
}

/** A progress bar on stderr, only on a terminal. */
export function progressBar(stderr: { write(text: string): unknown; isTTY?: boolean }) {
  const on = stderr.isTTY === true;
  return {
    update(done: number, total: number) {
      if (!on) return;
      stderr.write(`\r${bar(total ? done / total : 1)} · ${done}/${total} cambios\x1b[K`);
    },
    end() {
      if (on) stderr.write('\r\x1b[K');
    },
  };
}
