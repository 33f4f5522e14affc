import { ADMIN, type Identity } from './identity.js';
import type { Namespace } from './namespace.js';
import { type Path, contains, parsePath } from './path.js';

interface QueuedWrite {
  readonly kind: 'set' | 'update';
  readonly path: Path;
  readonly pathText: string;
  readonly data: unknown;
}

/**
 * The writes a connection asked to run when it drops (`o` set, `om` update, `oc` cancel).
 * Each is checked against the rules when registered, as the real server does, and server
 * values are resolved when it runs.
 */
export class OnDisconnectQueue {
  private queue: QueuedWrite[] = [];

  /** Validates the write as if it ran now (without running it) and queues it. */
  add(namespace: Namespace, who: Identity, kind: 'set' | 'update', pathText: string, data: unknown): void {
    const path = parsePath(pathText, { allowPriority: true });
    if (kind === 'set') namespace.set(who, pathText, data, { dryRun: true });
    else namespace.update(who, pathText, data, { dryRun: true });
    this.queue.push({ kind, path, pathText, data });
  }

  /** Forgets the writes at `pathText` and below it. */
  cancel(pathText: string): void {
    const path = parsePath(pathText);
    this.queue = this.queue.filter((write) => !contains(path, write.path));
  }

  /** Runs the queued writes in order; they passed the rules when queued. */
  run(namespace: Namespace, log: (line: string) => void): void {
    const writes = this.queue;
    this.queue = [];
    for (const write of writes) {
      try {
        if (write.kind === 'set') namespace.set(ADMIN, write.pathText, write.data);
        else namespace.update(ADMIN, write.pathText, write.data);
      } catch (error) {
        log(`onDisconnect ${write.kind} at ${write.pathText} failed: ${String(error)}`);
      }
    }
  }

  clear(): void {
    this.queue = [];
  }
}
