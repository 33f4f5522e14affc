import type { DataSnapshot, Reference } from 'firebase-admin/database';

/**
 * One database node kept in memory by a listener: reads cost nothing after the first, and a value
 * is always one the server sent whole (a multi-path update arrives as one event). `expect` names
 * a version known to exist (a change this instance just made); reads then wait for it, a while.
 */
export class LiveNode<T> {
  private snapshot: DataSnapshot | undefined;
  /** `snapshot.val()`, made on the first read after each change: most changes are never read whole. */
  private value: T | null = null;
  private version = -1;
  private expected = 0;
  private listening: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly ref: Reference,
    /** The child that counts the node's changes (`meta/version`); absent counts as 0. */
    private readonly versionPath: string,
  ) {}

  /** The node's latest value, waiting up to `patienceMs` for the expected version. */
  async read(patienceMs: number): Promise<T | null> {
    this.listening ??= this.listen();
    await this.listening;
    if (this.version < this.expected) await this.reach(this.expected, patienceMs);
    if (this.snapshot) {
      this.value = this.snapshot.val() as T | null;
      this.snapshot = undefined;
    }
    return this.value;
  }

  /** The version of the latest value this instance has heard of. */
  get latest(): number {
    return this.version;
  }

  expect(version: number): void {
    this.expected = Math.max(this.expected, version);
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ref.on(
        'value',
        (snapshot) => {
          this.snapshot = snapshot;
          this.version = (snapshot.child(this.versionPath).val() as number | null) ?? 0;
          for (const wake of this.waiters) wake();
          resolve();
        },
        (error) => {
          this.listening = undefined;
          reject(error);
        },
      );
    });
  }

  private reach(version: number, patienceMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const check = () => this.version >= version && done();
      const timer = setTimeout(done, patienceMs);
      timer.unref();
      this.waiters.add(check);
      check();
    });
  }
}

/**
 * Many small nodes (one per user) kept live the same way, at most `capacity` at once: the least
 * recently read one stops listening when another is needed.
 */
export class LiveNodes<T> {
  private readonly nodes = new Map<string, { value: T | null; ready: Promise<void>; stop: () => void }>();

  constructor(
    private readonly refOf: (key: string) => Reference,
    private readonly capacity: number,
  ) {}

  async read(key: string): Promise<T | null> {
    let node = this.nodes.get(key);
    if (node) this.nodes.delete(key);
    else node = this.listen(key);
    this.nodes.set(key, node);
    if (this.nodes.size > this.capacity) this.evict();
    await node.ready;
    return node.value;
  }

  private listen(key: string) {
    const ref = this.refOf(key);
    const node = { value: null as T | null, ready: Promise.resolve(), stop: () => ref.off('value', listener) };
    let listener: Parameters<Reference['off']>[1];
    node.ready = new Promise<void>((resolve, reject) => {
      listener = ref.on(
        'value',
        (snapshot) => {
          node.value = snapshot.val() as T | null;
          resolve();
        },
        (error) => {
          this.nodes.delete(key);
          reject(error);
        },
      );
    });
    return node;
  }

  private evict(): void {
    const [oldest, node] = this.nodes.entries().next().value!;
    this.nodes.delete(oldest);
    node.stop();
  }
}
