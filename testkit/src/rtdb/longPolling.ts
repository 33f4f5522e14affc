import type { IncomingMessage, ServerResponse } from 'node:http';
import { callbackId, segmentsOf } from './jsonp.js';
import { LongPollConnection, javascriptHeaders } from './longPollConnection.js';
import type { NamespaceRegistry } from './namespaces.js';
import { Session } from './session.js';

/** The path the SDK's long-polling transport uses (`/.lp?…`). */
export const LONG_POLL_PATH = '/.lp';

/**
 * The long-polling endpoint: `start=t` opens a connection (answered with `start`, its id and
 * password, and the handshake), `id`+`pw`+`ser` are polls that may carry segments, and
 * `dframe=t` is the disconnect frame, a request the page keeps open for as long as it is there:
 * when it closes, the client has left.
 */
export class LongPolling {
  private readonly connections = new Map<string, LongPollConnection>();

  constructor(
    private readonly registry: NamespaceRegistry,
    private readonly sessions: Set<Session>,
    private readonly log: (line: string) => void,
  ) {}

  /** The open connection with this id, for a WebSocket taking it over (`s=` on `/.ws`). */
  find(id: string | null): LongPollConnection | undefined {
    const connection = id === null ? undefined : this.connections.get(id);
    return connection?.isUpgraded ? undefined : connection;
  }

  handle(url: URL, namespace: string, host: string, request: IncomingMessage, response: ServerResponse): void {
    const params = url.searchParams;
    if (params.get('start') === 't') return this.start(params, namespace, host, response);
    const connection = this.connections.get(params.get('id') ?? '');
    if (!connection || connection.password !== params.get('pw')) {
      // The script fails to load; the SDK drops the connection and opens a new one.
      response.writeHead(404, javascriptHeaders()).end();
      return;
    }
    if (params.get('dframe') === 't') return this.disconnectFrame(connection, request, response);
    const segments = segmentsOf(params);
    if (segments === null) {
      response.writeHead(400, javascriptHeaders()).end();
      return;
    }
    connection.poll(segments, response);
  }

  /** Ends every connection without running onDisconnect writes (the server is stopping). */
  discardAll(): void {
    for (const connection of this.connections.values()) connection.end();
  }

  private start(params: URLSearchParams, namespace: string, host: string, response: ServerResponse): void {
    const connection = new LongPollConnection(callbackId(params.get('cb')), (ended) => this.ended(ended));
    const session = new Session(this.registry.get(namespace), connection, this.log);
    connection.session = session;
    this.connections.set(connection.id, connection);
    this.sessions.add(session);
    session.start(host, connection.id);
    response.writeHead(200, javascriptHeaders()).end(connection.startResponse());
  }

  private disconnectFrame(connection: LongPollConnection, request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache, no-store' });
    response.write('<html><body></body>');
    request.socket.setTimeout(0);
    response.on('close', () => connection.end());
  }

  private ended(connection: LongPollConnection): void {
    this.connections.delete(connection.id);
    if (connection.isUpgraded || !connection.session) return;
    this.sessions.delete(connection.session);
    connection.session.dropped();
  }
}
