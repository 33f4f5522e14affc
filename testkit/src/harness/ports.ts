import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';

export interface PortClaim {
  /** Who needs the port, as shown to the user ("Auth emulator"). */
  name: string;
  port: number;
  host?: string;
}

/** A port the harness needs is held by another process. */
export class PortInUseError extends Error {
  readonly port: number;

  /** `holders`: what the system says holds the port (`ss` lines), shown after the advice. */
  constructor(claim: PortClaim, holders = '') {
    super(
      `El puerto ${claim.port} (${claim.name}) está ocupado. ` +
        `¿Hay otros emuladores corriendo? Detenlos (Ctrl-C en su terminal) o mira quién lo usa con ` +
        `\`ss -ltnp 'sport = :${claim.port}'\` (o \`lsof -i :${claim.port}\`) y termina ese proceso.` +
        (holders ? `\nLo que ocupa el puerto ahora:\n${holders}` : ''),
    );
    this.name = 'PortInUseError';
    this.port = claim.port;
  }
}

/** Resolves true when nothing listens on host:port, by briefly listening there ourselves. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The sockets on `port` (listening or connected, with their processes) as `ss` lists them; empty
 * where `ss` is missing or says nothing. A port can be taken by a listener or by a connection's
 * local end, and the message should say which.
 */
export function portHolders(port: number): string {
  try {
    const lines = execFileSync('ss', ['-Htanp', `sport = :${port}`], { encoding: 'utf8', timeout: 2_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return lines.trim();
  } catch {
    return '';
  }
}

/** Throws a PortInUseError naming the first taken port, before anything is started. */
export async function assertPortsFree(claims: readonly PortClaim[]): Promise<void> {
  for (const claim of claims) {
    if (!(await isPortFree(claim.port, claim.host))) throw new PortInUseError(claim, portHolders(claim.port));
  }
}

/** Polls until every port is free again, so a following start does not race a slow exit. */
export async function waitForPortsFree(claims: readonly PortClaim[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const claim of claims) {
    while (!(await isPortFree(claim.port, claim.host))) {
      if (Date.now() > deadline) throw new PortInUseError(claim, portHolders(claim.port));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function listenOnAnyPort(server: Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as { port: number }).port));
  });
}

/**
 * Ports nobody holds right now, as the OS hands them out (away from the fixed emulator ports), all
 * different and none of `avoid`: ports chosen earlier and not yet bound by whoever will use them.
 */
export async function freePorts(
  count: number,
  { host = '127.0.0.1', avoid = [] }: { host?: string; avoid?: readonly number[] } = {},
): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const server = createServer();
      held.push(server);
      const port = await listenOnAnyPort(server, host);
      if (!avoid.includes(port)) ports.push(port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}
