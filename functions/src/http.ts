import { HttpsError } from 'firebase-functions/https';
import { MAX_DEPTH, depthOf } from './input.js';

/** The slice of an HTTP request and response the check reads and writes (Express's). */
interface Req {
  method: string;
  body: unknown;
  header(name: string): string | undefined;
}
interface Res {
  status(code: number): Res;
  set(name: string, value: string): Res;
  json(body: unknown): void;
}

/**
 * The problem with a callable's HTTP request that the framework would answer in English (or, for
 * a body nested thousands deep, by exhausting its stack): no JSON body, no `data`, other fields.
 * Bodies that are not JSON at all are refused earlier still, by the platform's body parser.
 */
export function bodyProblem(req: Req): string | undefined {
  if (req.method === 'OPTIONS') return undefined;
  if (req.method !== 'POST') return `Las funciones se llaman con POST, no con ${req.method}`;
  const type = (req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return "La petición debe ser JSON (Content-Type: application/json)";
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'data')) {
    return 'La petición debe ser un objeto JSON con el campo data: {"data": …}';
  }
  const extra = Object.keys(body).find((key) => key !== 'data');
  if (extra !== undefined) return `Campo desconocido en la petición: '${extra}' (solo se admite data)`;
  if (depthOf((body as { data: unknown }).data) > MAX_DEPTH) return `La petición anida demasiados niveles (más de ${MAX_DEPTH})`;
  return undefined;
}

/**
 * `handler` (an onCall function) behind the check above: a malformed request is answered
 * `INVALID_ARGUMENT` in Spanish, as the callable protocol answers errors, before the framework
 * sees it. Everything the framework declares about the function (its endpoint) is kept.
 */
export function checkedBody<H extends (req: never, res: never) => unknown>(handler: H): H {
  const checked = (req: Req, res: Res) => {
    const problem = bodyProblem(req);
    if (problem === undefined) return handler(req as never, res as never);
    const origin = req.header('Origin');
    if (origin) res.set('Access-Control-Allow-Origin', origin).set('Vary', 'Origin');
    const error = new HttpsError('invalid-argument', problem);
    res.status(error.httpErrorCode.status).json({ error: error.toJSON() });
    return undefined;
  };
  const { length: _length, name: _name, prototype: _prototype, ...declared } = Object.getOwnPropertyDescriptors(handler);
  return Object.defineProperties(checked, declared) as unknown as H;
}
