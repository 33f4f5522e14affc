import type { Certeza } from '@vegeo/data';

const CERTEZAS: readonly Certeza[] = ['exacta', 'corregida', 'ambigua', 'sin_par'];
// Distinct unmatched values kept: past this, those seen once are dropped (a million distinct
// typos would otherwise fill memory), so the top ten stay right for values that repeat.
const KEPT = 10_000;

/** The counts a run prints at its end: rows per certeza and the most frequent unmatched values. */
export class Summary {
  readonly counts: Record<Certeza, number> = { exacta: 0, corregida: 0, ambigua: 0, sin_par: 0 };
  private unmatched = new Map<string, number>();

  add(certeza: Certeza, value: () => string): void {
    this.counts[certeza] += 1;
    if (certeza !== 'sin_par') return;
    const key = value();
    this.unmatched.set(key, (this.unmatched.get(key) ?? 0) + 1);
    if (this.unmatched.size > KEPT) this.unmatched = new Map([...this.unmatched].filter(([, n]) => n > 1));
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
    const top = [...this.unmatched].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (top.length > 0) {
      lines.push('Valores sin par más frecuentes:');
      const width = Math.max(...top.map(([, count]) => n(count).length));
      for (const [value, count] of top) lines.push(`  ${n(count).padStart(width)}  ${value}`);
    }
    return lines.join('\n') + '\n';
  }
}
