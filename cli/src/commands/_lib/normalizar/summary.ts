import type { Certeza } from '@vegeo/data';
import { TopValues } from './topValues.js';

const CERTEZAS: readonly Certeza[] = ['exacta', 'corregida', 'ambigua', 'sin_par'];
// Distinct unmatched values counted at once: a million distinct typos must not fill memory, and a
// value behind more than one in a thousand unmatched rows is still among them.
const KEPT = 1000;

/** The counts a run prints at its end: rows per certeza and the most frequent unmatched values. */
export class Summary {
  readonly counts: Record<Certeza, number> = { exacta: 0, corregida: 0, ambigua: 0, sin_par: 0 };
  private readonly unmatched = new TopValues(KEPT);

  add(certeza: Certeza, value: () => string): void {
    this.counts[certeza] += 1;
    if (certeza !== 'sin_par') return;
    this.unmatched.add(value());
  }

  get rows(): number {
    return CERTEZAS.reduce((sum, c) => sum + this.counts[c], 0);
  }

  /** Whether some row needs a person's eyes. */
  get doubtful(): boolean {
    return this.counts.ambigua + this.counts.sin_par > 0;
  }

  text(): string {
    const n = (x: number) => x.toLocaleString('es-VE');
    const lines = [`${n(this.rows)} filas: ${CERTEZAS.map((c) => `${n(this.counts[c])} ${c}`).join(', ')}`];
    const top = this.unmatched.top(10);
    if (top.length > 0) {
      lines.push('Valores sin par más frecuentes:');
      const width = Math.max(...top.map(([, count]) => n(count).length));
      for (const [value, count] of top) lines.push(`  ${n(count).padStart(width)}  ${value}`);
    }
    return lines.join('\n') + '\n';
  }
}
