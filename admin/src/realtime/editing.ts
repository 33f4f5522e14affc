/** The records open in an edit form, as `resource/id`: realtime updates never reset them. */
export class EditingRegistry {
  private readonly open = new Map<string, number>();

  /** Marks a record open; returns the function that closes it (forms may nest or remount). */
  add(resource: string, id: string): () => void {
    const key = `${resource}/${id}`;
    this.open.set(key, (this.open.get(key) ?? 0) + 1);
    return () => {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  has(resource: string, id: string): boolean {
    return this.open.has(`${resource}/${id}`);
  }
}
