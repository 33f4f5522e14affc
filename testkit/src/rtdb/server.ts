import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { MAX_BUFFERED_CHARS } from './frames.js';
import { NamespaceRegistry } from './namespaces.js';
import { exportData, importData } from './persistence.js';
import { handleRest, namespaceName } from './rest.js';
import { OPEN_RULES, readRulesFile } from './rulesFile.js';
import { Session, type SessionTransport } from './session.js';

export interface DatabaseServerOptions {
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Port to bind. Default 9000; 0 picks a free one (read it back from `port`). */
  port?: number;
  /** Default rules for every namespace, as parsed `database.rules.json` content. */
  rules?: unknown;
  /** File to read the default rules from, when `rules` is not given. */
  rulesPath?: string;
  /** JSON file of `{namespace: data}` loaded at start. */
  importFile?: string;
  /** File the data of every namespace is written to at stop, in the same shape. */
  exportFile?: string;
  /** Receives one line per notable event (start, errors, dropped connections). */
  log?: (line: string) => void;
}

export interface DatabaseServer {
  readonly host: string;
  readonly port: number;
  /** Closes every connection (no onDisconnect writes run), exports if asked, frees the port. */
  stop(): Promise<void>;
}

/**
 * Starts a local Realtime Database that the unmodified firebase and firebase-admin SDKs talk to
 * as to the official emulator: the WebSocket protocol (v5) on `/.ws`, the REST API on
 * `/<path>.json`, security rules evaluated by targaryen.
 *
 * @example
 * const db = await startDatabaseServer({ port: 0, rules: { rules: { '.read': true, '.write': true } } });
 * // connectDatabaseEmulator(getDatabase(app), db.host, db.port)
 * await db.stop();
 */
export async function startDatabaseServer(options: DatabaseServerOptions = {}): Promise<DatabaseServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const rules = options.rules ?? (options.rulesPath ? await readRulesFile(options.rulesPath) : undefined);
  if (rules === undefined) log('No rules given: every read and write is allowed.');
  const initial = options.importFile ? await importData(options.importFile) : {};
  const registry = new NamespaceRegistry(rules ?? OPEN_RULES, initial);
  const sessions = new Set<Session>();

  const http = createServer((request, response) => {
    handleRest(registry, request, response).catch((error: unknown) => {
      log(`REST ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BUFFERED_CHARS * 4 });
  http.on('upgrade', (request, socket: Duplex, head) => {
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const transport = batchedTransport(ws, socket);
      attach(ws, transport, registry, namespaceName(url, request.headers.host), `${host}:${boundPort(http)}`, sessions, log);
    });
  });

  const port = await listen(http, host, options.port ?? 9000);
  log(`Realtime Database stand-in listening on ${host}:${port}`);
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    for (const session of sessions) session.discard();
    sessions.clear();
    for (const ws of sockets.clients) ws.terminate();
    await new Promise<void>((resolve) => sockets.close(() => resolve()));
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    if (options.exportFile) await exportData(options.exportFile, registry.dump());
  };
  return {
    host,
    port,
    stop: () => (stopped ??= stop()),
  };
}

/**
 * Frames sent in the same tick leave in one write: one client's write can push to hundreds of
 * listens, and a system call per frame would cost more than everything else.
 */
function batchedTransport(ws: WebSocket, socket: Duplex): SessionTransport {
  let corked = false;
  return {
    send: (text) => {
      if (!corked) {
        corked = true;
        socket.cork();
        process.nextTick(() => {
          corked = false;
          socket.uncork();
        });
      }
      ws.send(text);
    },
    close: () => ws.close(),
  };
}

function attach(ws: WebSocket, transport: SessionTransport, registry: NamespaceRegistry, namespace: string, host: string, sessions: Set<Session>, log: (line: string) => void): void {
  const session = new Session(registry.get(namespace), transport, log);
  sessions.add(session);
  ws.on('message', (data, isBinary) => {
    // The SDKs only send text frames; a binary one is still read as text rather than fatal.
    session.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString());
  });
  ws.on('close', () => {
    sessions.delete(session);
    session.dropped();
  });
  ws.on('error', (error) => log(`WebSocket error: ${error.message}`));
  session.start(host, randomUUID());
}

function boundPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      const reason = error.code === 'EADDRINUSE' ? `EADDRINUSE: port ${port} on ${host} is already in use` : error.message;
      reject(new Error(`Realtime Database stand-in cannot listen on ${host}:${port}: ${reason}`, { cause: error }));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(boundPort(server));
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
