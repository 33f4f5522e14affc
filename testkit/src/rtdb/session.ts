import { DatabaseError, invalidData, toDatabaseError } from './errors.js';
import { Credential } from './credential.js';
import { type Listener, type Push, type PushTarget, viewOf } from './listeners.js';
import type { Namespace } from './namespace.js';
import { OnDisconnectQueue } from './onDisconnect.js';
import { parsePath, pathToString } from './path.js';
import { type DataRequest, controlError, handshake, pong, push, readClientMessage, response } from './protocol.js';
import { type QuerySpec, assertValidQuery, toRulesQuery } from './query.js';

/** Largest write accepted over a realtime connection (documented SDK limit). */
export const MAX_WRITE_CHARS = 16 * 1024 * 1024;
const WRITE_ACTIONS = new Set(['p', 'm', 'o', 'om']);
const PATH_ACTIONS = new Set(['q', 'n', 'g', 'oc', ...WRITE_ACTIONS]);

/** Carries whole messages (JSON text) to one client: a WebSocket, or long-polling requests. */
export interface SessionTransport {
  send(text: string): void;
  close(): void;
}

interface ActiveListen extends Listener {
  readonly spec?: QuerySpec;
}

/** One client connection: its identity, listens and onDisconnect writes, over one namespace. */
export class Session implements PushTarget {
  private readonly credential = new Credential(() => {
    // Listens are revoked first: once the SDK hears `ac` it drops the connection, and a `c` sent
    // after it would be lost with it.
    this.revalidate();
    this.push({ action: 'ac', body: { s: 'expired_token', d: 'Auth token is expired.' } });
  });
  private readonly listens = new Map<string, ActiveListen>();
  private readonly onDisconnect = new OnDisconnectQueue();
  private open = true;

  constructor(
    private readonly namespace: Namespace,
    private readonly transport: SessionTransport,
    private readonly log: (line: string) => void,
  ) {}

  start(host: string, sessionId: string): void {
    this.send(handshake(host, sessionId));
  }

  /** Handles one client message (JSON text); bad input is answered, never thrown. */
  receive(text: string): void {
    const message = readClientMessage(text);
    if (message.kind === 'invalid') this.send(controlError(message.reason));
    else if (message.kind === 'control') {
      if (message.type === 'p') this.send(pong());
    } else this.handle(message.request, text.length);
  }

  /** The client went away: listens end and its onDisconnect writes run. */
  dropped(): void {
    if (!this.open) return;
    this.detach();
    this.onDisconnect.run(this.namespace, this.log);
  }

  /** The server is stopping: listens end, onDisconnect writes are discarded. */
  discard(): void {
    this.detach();
    this.onDisconnect.clear();
  }

  push(message: Push): void {
    this.send(push(message.action, message.body));
  }

  revalidate(): void {
    for (const [key, listen] of this.listens) {
      if (this.namespace.canRead(this.credential.identity, listen.path, listen.spec && toRulesQuery(listen.spec))) continue;
      this.namespace.listeners.delete(listen);
      this.listens.delete(key);
      this.push({ action: 'c', body: { p: pathToString(listen.path), ...(listen.spec ? { q: [listen.spec] } : {}) } });
    }
  }

  private handle(request: DataRequest, size: number): void {
    try {
      if (WRITE_ACTIONS.has(request.a) && size > MAX_WRITE_CHARS) {
        throw new DatabaseError('write_too_big', 'Data to write exceeds the maximum size that can be modified with a single request.');
      }
      this.reply(request.r, 'ok', this.act(request.a, request.b));
    } catch (error) {
      const failure = toDatabaseError(error);
      if (failure.status === 'internal_error') this.log(`request ${request.a} failed: ${failure.message}`);
      this.reply(request.r, failure.status, failure.message);
    }
  }

  private act(action: string, body: Record<string, unknown>): unknown {
    // A missing path must never default to the root, nor missing data to a delete.
    if (PATH_ACTIONS.has(action) && typeof body.p !== 'string') throw invalidData('Request without a path (p)');
    if (WRITE_ACTIONS.has(action) && !('d' in body)) throw invalidData('Write without data (d)');
    const path = body.p as string;
    switch (action) {
      case 'q':
        return this.listen(path, body.q as QuerySpec | undefined, body.t);
      case 'n':
        this.unlisten(path, body.t);
        return '';
      case 'g':
        return this.get(path, body.q as QuerySpec | undefined);
      case 'p':
        this.namespace.set(this.credential.identity, path, body.d, typeof body.h === 'string' ? { hash: body.h } : {});
        return '';
      case 'm':
        this.namespace.update(this.credential.identity, path, body.d);
        return '';
      case 'o':
      case 'om':
        this.onDisconnect.add(this.namespace, this.credential.identity, action === 'o' ? 'set' : 'update', path, body.d);
        return '';
      case 'oc':
        this.onDisconnect.cancel(path);
        return '';
      case 'auth':
      case 'gauth':
        return this.authenticate(body);
      case 'unauth':
        this.credential.clear();
        this.revalidate();
        return '';
      case 's':
      case 'appcheck':
      case 'unappeck':
        return '';
      default:
        throw new DatabaseError('invalid_request', `Unknown action ${JSON.stringify(action)}`);
    }
  }

  private listen(pathText: string, spec: QuerySpec | undefined, tag: unknown): unknown {
    const path = parsePath(pathText);
    if (typeof tag === 'number') assertValidQuery(spec);
    const query = typeof tag === 'number' && spec ? { spec, tag } : undefined;
    if (!this.namespace.canRead(this.credential.identity, path, query && toRulesQuery(query.spec))) {
      throw new DatabaseError('permission_denied', 'Permission denied');
    }
    const key = listenKey(pathText, tag);
    const previous = this.listens.get(key);
    if (previous) this.namespace.listeners.delete(previous);
    const listen: ActiveListen = query ? { path, query, spec: query.spec, target: this } : { path, target: this };
    this.listens.set(key, listen);
    this.namespace.listeners.add(listen);
    const body = { p: pathToString(path), d: viewOf(listen, this.namespace.data), ...(query ? { t: query.tag } : {}) };
    this.push({ action: 'd', body });
    return {};
  }

  private unlisten(pathText: string, tag: unknown): void {
    const key = listenKey(pathText, tag);
    const listen = this.listens.get(key);
    if (!listen) return;
    this.namespace.listeners.delete(listen);
    this.listens.delete(key);
  }

  private get(pathText: string, spec: QuerySpec | undefined): unknown {
    const path = parsePath(pathText);
    if (spec !== undefined) assertValidQuery(spec);
    const hasQuery = spec !== undefined && Object.keys(spec).length > 0;
    const node = this.namespace.read(this.credential.identity, path, hasQuery ? toRulesQuery(spec) : undefined);
    return hasQuery ? viewOf({ path: [], query: { spec, tag: 0 }, target: this }, node) : node;
  }

  private authenticate(body: Record<string, unknown>): unknown {
    try {
      return this.credential.use(body);
    } finally {
      this.revalidate();
    }
  }

  private reply(requestId: number, status: string, data: unknown): void {
    this.send(response(requestId, status, data));
  }

  /** Sends a message and closes the connection, as after a protocol error. */
  fail(reason: string): void {
    this.send(controlError(reason));
    this.transport.close();
  }

  private send(message: unknown): void {
    if (!this.open) return;
    try {
      this.transport.send(JSON.stringify(message));
    } catch (error) {
      // A socket failing mid-send must not fail the write of whoever caused this push.
      this.log(`send failed, closing the connection: ${String(error)}`);
      this.transport.close();
    }
  }

  private detach(): void {
    this.open = false;
    this.credential.clear();
    for (const listen of this.listens.values()) this.namespace.listeners.delete(listen);
    this.listens.clear();
  }
}

function listenKey(pathText: string, tag: unknown): string {
  return `${pathToString(parsePath(pathText))}#${typeof tag === 'number' ? tag : 'default'}`;
}
