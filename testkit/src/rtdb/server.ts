import { type Server, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { MAX_BUFFERED_CHARS } from './frames.js';
import { LONG_POLL_PATH, LongPolling } from './longPolling.js';
import { NamespaceRegistry } from './namespaces.js';
import { exportData, importData } from './persistence.js';
import { handleRest, namespaceName } from './rest.js';
import { OPEN_RULES, readRulesFile } from './rulesFile.js';
import type { Session } from './session.js';
import { attachWebSocket } from './webSocket.js';

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

  const longPolling = new LongPolling(registry, sessions, log);
  const hostOf = () => `${host}:${boundPort(http)}`;
  const http = createServer((request, response) => {
    const url = parseUrl(request.url);
    if (url?.pathname === LONG_POLL_PATH && request.method === 'GET') {
      longPolling.handle(url, namespaceName(url, request.headers.host), hostOf(), request, response);
      return;
    }
    handleRest(registry, request, response).catch((error: unknown) => {
      log(`REST ${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_BUFFERED_CHARS * 4 });
  http.on('upgrade', (request, socket: Duplex, head) => {
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const url = parseUrl(request.url) ?? new URL('http://localhost/');
      const context = { registry, sessions, host: hostOf(), log };
      attachWebSocket(ws, socket, namespaceName(url, request.headers.host), context, longPolling.find(url.searchParams.get('s')));
    });
  });

  const port = await listen(http, host, options.port ?? 9000);
  log(`Realtime Database stand-in listening on ${host}:${port}`);
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    for (const session of sessions) session.discard();
    sessions.clear();
    longPolling.discardAll();
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

/** The request's URL, or undefined when it cannot be parsed. */
function parseUrl(text: string | undefined): URL | undefined {
  try {
    return new URL(text ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
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
