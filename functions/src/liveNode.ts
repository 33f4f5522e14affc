import type { DataSnapshot, Query, Reference } from 'firebase-admin/database';

/**
 * One database node kept in memory by a listener: reads cost nothing after the first, and a value
 * is always one the server sent whole (a multi-path update arrives as one event). `expect` names
 * a version known to exist (a change this instance just made); reads then wait for it, a while.
 *
 * Versions only move up, one change at a time. A value whose version went down, or came back at
 * the same version with another mark (`meta/updatedAt`), is a node replaced by hand (a forced
 * seed, a restore from a backup): a new epoch, whose versions owe nothing to the old one's, so
 * the expectations of the old one are dropped at once.
 */
export class LiveNode<T> {
  private snapshot: DataSnapshot | undefined;
  /** `snapshot.val()`, made on the first read after each change: most changes are never read whole. */
  private value: T | null = null;
  private version = -1;
  private mark: unknown = undefined;
  private expected = 0;
  private replacements = 0;
  private listening: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly ref: Reference,
    /** The child that counts the node's changes (`meta/version`); absent counts as 0. */
    private readonly versionPath: string,
    /** The child every change rewrites (`meta/updatedAt`): the same version with another mark is another node. */
    private readonly markPath: string,
  ) {}

  /** The node's latest value, waiting up to `patienceMs` for the expected version. */
  async read(patienceMs: number): Promise<T | null> {
    this.listening ??= this.listen();
    await this.listening;
    if (this.version < this.expected) await this.until(() => this.version >= this.expected, patienceMs);
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

  /** How many times the node was heard replaced: an expectation is kept only within its epoch. */
  get epoch(): number {
    return this.replacements;
  }

  /** `version` exists, as of `epoch` (read before the write that made it): reads wait for it. */
  expect(version: number, epoch: number): void {
    if (epoch === this.replacements) this.expected = Math.max(this.expected, version);
  }

  /**
   * The database says it holds `version`, below what this instance planned over as of `epoch`:
   * the node was replaced. Expectations above it are void; waits (up to `patienceMs`) until the
   * listener has heard the new node, so the next read plans over it.
   */
  async replacedAt(version: number, epoch: number, patienceMs: number): Promise<void> {
    this.expected = Math.min(this.expected, version);
    await this.until(() => this.replacements !== epoch || this.version <= version, patienceMs);
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ref.on(
        'value',
        (snapshot) => {
          const version = (snapshot.child(this.versionPath).val() as number | null) ?? 0;
          const mark = snapshot.child(this.markPath).val() as unknown;
          if (this.version >= 0 && (version < this.version || (version === this.version && mark !== this.mark))) {
            this.replacements++;
            this.expected = version;
          }
          this.snapshot = snapshot;
          this.version = version;
          this.mark = mark;
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

  private until(done: () => boolean, patienceMs: number): Promise<void> {
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const check = () => done() && finish();
      const timer = setTimeout(finish, patienceMs);
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

/**
 * A node kept live whose changes a counter beside it counts (`/users` and `usersMeta/version`,
 * which every change moves in the same update), listened to as the queries that together cover it
 * (`/users` is three: see `usersParts`), each raised by the same update as the counter. A read first asks the database for the counter,
 * then waits (up to `patienceMs`) until the listeners have heard it: a change another instance
 * made before the call began is in what it reads.
 */
export class CountedNode<T> {
  private snapshots: DataSnapshot[] = [];
  private changed = false;
  private value: T | null = null;
  private heard = -1;
  private listening: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly parts: readonly Query[],
    private readonly counter: Reference,
    /** The counter as the database holds it now (read where no listener answers from memory). */
    private readonly current: () => Promise<number>,
    /** The value the parts' snapshots, in their order, stand for. */
    private readonly decode: (snapshots: DataSnapshot[]) => T | null,
  ) {}

  /** The node's value and the counter heard with it, at least as new as the counter the database held when the read began. */
  async read(patienceMs: number): Promise<{ version: number; value: T | null }> {
    this.listening ??= this.listen();
    const [, wanted] = await Promise.all([this.listening, this.current()]);
    if (this.heard < wanted) {
      await new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          this.waiters.delete(check);
          resolve();
        };
        const check = () => this.heard >= wanted && finish();
        const timer = setTimeout(finish, patienceMs);
        timer.unref();
        this.waiters.add(check);
      });
    }
    if (this.changed) {
      this.value = this.decode(this.snapshots);
      this.changed = false;
    }
    return { version: this.heard, value: this.value };
  }

  private listen(): Promise<void> {
    const heard = (ref: Query, onValue: (snapshot: DataSnapshot) => void) =>
      new Promise<void>((resolve, reject) => {
        ref.on(
          'value',
          (snapshot) => {
            onValue(snapshot);
            resolve();
          },
          (error) => {
            this.listening = undefined;
            reject(error);
          },
        );
      });
    return Promise.all([
      ...this.parts.map((part, index) =>
        heard(part, (snapshot) => {
          this.snapshots[index] = snapshot;
          this.changed = true;
        }),
      ),
      // One update raises both listeners' events together; the waiters resume after both.
      heard(this.counter, (snapshot) => {
        this.heard = (snapshot.val() as number | null) ?? 0;
        for (const wake of this.waiters) wake();
      }),
    ]).then(() => undefined);
  }
}
