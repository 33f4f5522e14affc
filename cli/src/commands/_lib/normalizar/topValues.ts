/**
 * The most frequent values of a stream in bounded memory (the Space-Saving sketch of Metwally,
 * Agrawal and El Abbadi): at most `capacity` values are counted; a new one takes the place of the
 * least counted, inheriting its count as possible error. Any value seen more than
 * rows / capacity times is kept, and a kept value's `count` is never below its true count minus
 * `error`. Each `add` costs O(log capacity).
 */
export class TopValues {
  // A min-heap on count: the least counted value, the one to give up, is at 0.
  private readonly values: string[] = [];
  private readonly counts: number[] = [];
  private readonly errors: number[] = [];
  private readonly at = new Map<string, number>();

  constructor(private readonly capacity: number) {}

  add(value: string): void {
    const i = this.at.get(value);
    if (i !== undefined) {
      this.counts[i]! += 1;
      this.down(i);
    } else if (this.values.length < this.capacity) {
      this.values.push(value);
      this.counts.push(1);
      this.errors.push(0);
      this.at.set(value, this.values.length - 1);
      this.up(this.values.length - 1);
    } else {
      this.at.delete(this.values[0]!);
      this.values[0] = value;
      this.errors[0] = this.counts[0]!;
      this.counts[0]! += 1;
      this.at.set(value, 0);
      this.down(0);
    }
  }

  /** The `n` values surely seen most often, each with the times it surely was (count less error). */
  top(n: number): [string, number][] {
    return this.values
      .map((value, i): [string, number] => [value, this.counts[i]! - this.errors[i]!])
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, n);
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.counts[parent]! <= this.counts[i]!) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < this.values.length && this.counts[left]! < this.counts[least]!) least = left;
      if (right < this.values.length && this.counts[right]! < this.counts[least]!) least = right;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }

  private swap(a: number, b: number): void {
    for (const list of [this.values, this.counts, this.errors] as unknown[][]) [list[a], list[b]] = [list[b], list[a]];
    this.at.set(this.values[a]!, a);
    this.at.set(this.values[b]!, b);
  }
}
