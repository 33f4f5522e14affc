import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

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

/**
 * Where the OS starts handing out ports of its own (Linux's ip_local_port_range; elsewhere 32768,
 * below macOS's and Windows' 49152): below it, no outgoing connection and no `listen(0)` takes a
 * port between our check and the emulator's bind.
 */
function ephemeralRangeStart(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low > FIRST_CHOSEN_PORT + 1_000) return low;
  } catch {
    // Not Linux.
  }
  return 32_768;
}

/** Above the emulators' usual ports (4400–9999, firebase.json's and the test suites' sets). */
const FIRST_CHOSEN_PORT = 10_000;

/**
 * Ports nobody holds right now, all different and none of `avoid` (ports chosen earlier and not
 * yet bound by whoever will use them), drawn at random below the OS's own range: a port the OS
 * handed out could be taken again by an outgoing connection before firebase-tools binds it.
 */
export async function freePorts(
  count: number,
  { host = '127.0.0.1', avoid = [] }: { host?: string; avoid?: readonly number[] } = {},
): Promise<number[]> {
  const end = ephemeralRangeStart();
  const ports: number[] = [];
  for (let tries = 0; ports.length < count; tries++) {
    if (tries > 50 * count + 1_000) throw new Error(`No hay ${count} puertos libres entre ${FIRST_CHOSEN_PORT} y ${end - 1}.`);
    const port = FIRST_CHOSEN_PORT + Math.floor(Math.random() * (end - FIRST_CHOSEN_PORT));
    if (ports.includes(port) || avoid.includes(port)) continue;
    if (await isPortFree(port, host)) ports.push(port);
  }
  return ports;
}
