import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import { FrameAssembler, splitMessage } from './frames.js';
import type { LongPollConnection } from './longPollConnection.js';
import type { NamespaceRegistry } from './namespaces.js';
import { pong, readClientMessage } from './protocol.js';
import { Session, type SessionTransport } from './session.js';

export interface SocketContext {
  registry: NamespaceRegistry;
  sessions: Set<Session>;
  host: string;
  log: (line: string) => void;
}

/**
 * A WebSocket client: a new connection, or (with `s=`, the id of a long-polling connection the
 * SDK wants to leave) the takeover of that connection's session.
 */
export function attachWebSocket(ws: WebSocket, socket: Duplex, namespace: string, context: SocketContext, upgrading?: LongPollConnection): void {
  const transport = framedTransport(ws, socket);
  const frames = new FrameAssembler();
  let session: Session | undefined;
  let receive: (text: string) => void;
  if (upgrading) receive = takeOver(upgrading, transport, (taken) => (session = taken));
  else {
    session = new Session(context.registry.get(namespace), transport, context.log);
    context.sessions.add(session);
    receive = (text) => session?.receive(text);
  }
  ws.on('message', (data, isBinary) => {
    // The SDKs only send text frames; a binary one is still read as text rather than fatal.
    const frame = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
    let text: string | null;
    try {
      text = frames.accept(frame);
    } catch (error) {
      if (session) session.fail(error instanceof Error ? error.message : String(error));
      else ws.close();
      return;
    }
    if (text !== null) receive(text);
  });
  ws.on('close', () => {
    if (!session) return;
    context.sessions.delete(session);
    session.dropped();
  });
  ws.on('error', (error) => context.log(`WebSocket error: ${error.message}`));
  if (!upgrading) session?.start(context.host, randomUUID());
}

/**
 * The SDK's transport upgrade, seen from the server: `a` says the socket may take over; the
 * client checks it with two pings, then sends its own `a` here and `n` on the old transport.
 * From that `a` on, the session speaks on the socket.
 */
function takeOver(connection: LongPollConnection, socket: SessionTransport, adopt: (session: Session) => void): (text: string) => void {
  socket.send(JSON.stringify({ t: 'c', d: { t: 'a', d: {} } }));
  let switched = false;
  return (text) => {
    const session = connection.session;
    if (switched || !session) return session?.receive(text);
    const message = readClientMessage(text);
    if (message.kind !== 'control') return session.receive(text);
    if (message.type === 'p') return socket.send(JSON.stringify(pong()));
    if (message.type !== 'a') return;
    switched = true;
    connection.upgradeTo(socket);
    adopt(session);
  };
}

/**
 * Messages split into the SDKs' frames; frames sent in the same tick leave in one write: one
 * client's write can push to hundreds of listens, and a system call per frame would cost more
 * than everything else.
 */
function framedTransport(ws: WebSocket, socket: Duplex): SessionTransport {
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
      for (const frame of splitMessage(text)) ws.send(frame);
    },
    close: () => ws.close(),
  };
}
