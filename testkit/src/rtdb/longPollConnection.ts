import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { batchScript, closeScript, startScript } from './jsonp.js';
import { SegmentError, SegmentQueue } from './segments.js';
import type { Segment } from './jsonp.js';
import type { Session, SessionTransport } from './session.js';

/** A poll is answered, empty, after this long: the SDK sends a fresh one every 25 s anyway. */
export const POLL_HOLD_MS = 20_000;
/** A client with no poll open for this long is gone (its page closed without a word). */
export const IDLE_MS = 30_000;

/**
 * One long-polling client: the server half of the SDK's `BrowserPollConnection`. Messages for
 * the client wait in a queue until a poll is open; at most one poll is held open, and a newer one
 * releases it (the SDK keeps one open to receive, and opens a second only to send).
 */
export class LongPollConnection implements SessionTransport {
  readonly id = randomBytes(12).toString('hex');
  readonly password = randomBytes(12).toString('hex');
  session: Session | undefined;
  private readonly segments = new SegmentQueue();
  private queue: string[] = [];
  private batch = 0;
  private held: { response: ServerResponse; timer: NodeJS.Timeout } | undefined;
  private idle: NodeJS.Timeout | undefined;
  private upgraded: SessionTransport | undefined;
  private closing = false;
  private ended = false;
  private flushScheduled = false;

  constructor(
    private readonly cb: string | null,
    private readonly onEnd: (connection: LongPollConnection) => void,
  ) {}

  /** The answer to the `start` request: the id and password, and whatever is queued (the handshake). */
  startResponse(): string {
    this.armIdle();
    return startScript(this.cb, this.id, this.password) + this.takeBatch();
  }

  send(text: string): void {
    if (this.upgraded) return this.upgraded.send(text);
    if (this.ended) return;
    this.queue.push(text);
    // Messages of the same tick leave in one batch, as a WebSocket write would carry them.
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      process.nextTick(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
  }

  /** Asks the client to close: the open poll (or the next one) carries `close` after what is queued. */
  close(): void {
    if (this.upgraded) return this.upgraded.close();
    this.closing = true;
    this.flush();
  }

  /** A poll: its segments are read, the older open poll released, and this one answered or held. */
  poll(segments: readonly Segment[], response: ServerResponse): void {
    this.armIdle();
    let messages: string[];
    try {
      messages = this.segments.accept(segments);
    } catch (error) {
      this.session?.fail(error instanceof SegmentError ? error.message : String(error));
      messages = [];
    }
    for (const text of messages) this.session?.receive(text);
    this.release();
    if (this.queue.length > 0 || this.closing || this.ended) return this.answer(response, this.takeBatch() + this.closeIfClosing());
    const timer = setTimeout(() => this.release(), POLL_HOLD_MS);
    this.held = { response, timer };
    this.disarmIdle();
    response.on('close', () => {
      if (this.held?.response !== response) return;
      clearTimeout(timer);
      this.held = undefined;
      this.armIdle();
    });
  }

  /**
   * The client moved to a WebSocket (`upgradeTo`): what was queued, then `n` (end of
   * transmission) leave here, and everything after on the socket.
   */
  upgradeTo(socket: SessionTransport): void {
    this.send(JSON.stringify({ t: 'c', d: { t: 'n', d: {} } }));
    this.flush();
    this.upgraded = socket;
    this.closing = true;
    this.flush();
    this.disarmIdle();
  }

  get isUpgraded(): boolean {
    return this.upgraded !== undefined;
  }

  /** The client is gone (its disconnect frame closed, or it stopped polling): the session ends. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.disarmIdle();
    if (this.held) {
      clearTimeout(this.held.timer);
      this.held.response.end();
      this.held = undefined;
    }
    this.onEnd(this);
  }

  private flush(): void {
    if (!this.held || (this.queue.length === 0 && !this.closing)) return;
    this.release();
  }

  /** Answers the held poll, if any, with what is queued (possibly nothing). */
  private release(): void {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    clearTimeout(held.timer);
    this.answer(held.response, this.takeBatch() + this.closeIfClosing());
    this.armIdle();
  }

  private takeBatch(): string {
    if (this.queue.length === 0) return '';
    const messages = this.queue;
    this.queue = [];
    return batchScript(this.cb, this.batch++, messages);
  }

  private closeIfClosing(): string {
    if (!this.closing) return '';
    const last = this.batch === 0 ? null : this.batch - 1;
    // Sent once: after it the client polls no more, and without the upgrade it is gone.
    if (!this.upgraded) queueMicrotask(() => this.end());
    return closeScript(this.cb, last);
  }

  private answer(response: ServerResponse, script: string): void {
    if (response.writableEnded) return;
    response.writeHead(200, javascriptHeaders()).end(script);
  }

  private armIdle(): void {
    this.disarmIdle();
    if (this.ended || this.upgraded) return;
    this.idle = setTimeout(() => this.end(), IDLE_MS);
    this.idle.unref();
  }

  private disarmIdle(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
  }
}

export function javascriptHeaders(): Record<string, string> {
  return { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache, no-store, must-revalidate' };
}
