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

  constructor(claim: PortClaim) {
    super(
      `El puerto ${claim.port} (${claim.name}) está ocupado. ` +
        `¿Hay otros emuladores corriendo? Detenlos (Ctrl-C en su terminal) o mira quién lo usa con ` +
        `\`ss -ltnp 'sport = :${claim.port}'\` (o \`lsof -i :${claim.port}\`) y termina ese proceso.`,
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

/** Throws a PortInUseError naming the first taken port, before anything is started. */
export async function assertPortsFree(claims: readonly PortClaim[]): Promise<void> {
  for (const claim of claims) {
    if (!(await isPortFree(claim.port, claim.host))) throw new PortInUseError(claim);
  }
}

/** Polls until every port is free again, so a following start does not race a slow exit. */
export async function waitForPortsFree(claims: readonly PortClaim[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const claim of claims) {
    while (!(await isPortFree(claim.port, claim.host))) {
      if (Date.now() > deadline) throw new PortInUseError(claim);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Ports nobody holds right now, as the OS hands them out (away from the fixed emulator ports). */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, host, () => resolve((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
