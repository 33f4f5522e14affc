import type { Fetch } from '../src/backend/client/http.js';

/** One request a fake fetch received. */
export interface Received {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A fetch answering from `route(request)` → `[status, body]` (or throwing, as a refused
 * connection does), recording every request.
 */
export function fakeFetch(route: (request: Received) => [number, unknown]): Fetch & { received: Received[] } {
  const received: Received[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? init.body : '',
    };
    received.push(request);
    const [status, body] = route(request);
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  };
  return Object.assign(fetchImpl, { received });
}

/** An unsigned JWT carrying `claims`, as the Auth emulator issues them. */
export function fakeIdToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}
