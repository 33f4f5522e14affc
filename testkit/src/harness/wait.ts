export interface WaitOptions {
  timeoutMs: number;
  /** What is awaited, for the timeout message. */
  what: string;
  /** Rejects early (with this error) once set, e.g. when the process we wait on has died. */
  abort?: () => Error | undefined;
}

/** Polls `probe` every 100 ms until it resolves true; a probe that throws counts as not ready. */
export async function waitUntil(probe: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const aborted = options.abort?.();
    if (aborted) throw aborted;
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) {
      throw new Error(`Tiempo agotado esperando ${options.what}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** True when an HTTP GET answers at all with a status below 500. */
export async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.body?.cancel();
  return response.status < 500;
}
