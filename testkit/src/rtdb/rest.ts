import type { IncomingMessage, ServerResponse } from 'node:http';
import { DatabaseError, toDatabaseError } from './errors.js';
import { ANONYMOUS, type Identity, identify } from './identity.js';
import type { Namespace } from './namespace.js';
import type { NamespaceRegistry } from './namespaces.js';
import { parsePath } from './path.js';
import { nextPushId } from './pushId.js';
import { applyQuery, toRulesQuery } from './query.js';
import { parseRulesText } from './rulesFile.js';
import { readBody } from './requestBody.js';
import { restQuery } from './restQuery.js';
import { shallow, toPlainJson } from './tree.js';

/** Documented limit of one REST write. */
export const MAX_REST_BODY_BYTES = 256 * 1024 * 1024;

const STATUS_CODES: Record<string, number> = {
  permission_denied: 401,
  invalid_token: 401,
  expired_token: 401,
  invalid_data: 400,
  invalid_rules: 400,
  write_too_big: 413,
  not_found: 404,
  invalid_path: 400,
  invalid_query: 400,
  method_not_allowed: 405,
};

const METHODS = new Set(['GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** The namespace a request addresses: `?ns=`, else the first label of the host name. */
export function namespaceName(url: URL, hostHeader: string | undefined): string {
  const ns = url.searchParams.get('ns');
  if (ns) return ns;
  const host = (hostHeader ?? '').split(':')[0] ?? '';
  return /^[a-z0-9-]+\./i.test(host) && !/^\d+\./.test(host) ? (host.split('.')[0] as string) : 'default';
}

/**
 * The emulator's REST surface: `GET|PUT|PATCH|POST|DELETE /<path>.json` with rules applied
 * unless the bearer is `owner`, and `/.settings/rules.json` to read or replace a namespace's
 * rules (owner only for writes). Errors are `{"error": text}` with the real server's codes.
 */
export async function handleRest(registry: NamespaceRegistry, request: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.writeHead(204).end();
    return;
  }
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = methodOf(request, url);
    const name = namespaceName(url, request.headers.host);
    const who = identityOf(request, url);
    const body = ['PUT', 'PATCH', 'POST'].includes(request.method ?? '') ? await readBody(request, MAX_REST_BODY_BYTES) : '';
    if (url.pathname === '/.settings/rules.json') {
      const result = rulesRequest(registry, name, who, method, body);
      reply(res, 200, result);
      return;
    }
    const result = dataRequest(registry.get(name), who, method, url, body);
    if (url.searchParams.get('print') === 'silent') res.writeHead(204).end();
    else reply(res, 200, result);
  } catch (error) {
    const failure = toDatabaseError(error);
    reply(res, STATUS_CODES[failure.status] ?? 500, { error: failure.message });
  }
}

/**
 * The method asked for: a POST may name another in `X-HTTP-Method-Override` (or
 * `?x-http-method-override=`), for clients that cannot send it; any other is refused with 405.
 */
function methodOf(request: IncomingMessage, url: URL): string {
  const override = request.headers['x-http-method-override'] ?? url.searchParams.get('x-http-method-override');
  const method = request.method === 'POST' && typeof override === 'string' ? override.toUpperCase() : (request.method ?? 'GET');
  if (!METHODS.has(method)) throw new DatabaseError('method_not_allowed', `Method ${method} not allowed`);
  return method;
}

function identityOf(request: IncomingMessage, url: URL): Identity {
  const header = request.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const credential = bearer ?? url.searchParams.get('auth') ?? url.searchParams.get('access_token');
  return credential ? identify(credential) : ANONYMOUS;
}

function rulesRequest(registry: NamespaceRegistry, name: string, who: Identity, method: string, body: string): unknown {
  // Rules are the owner's to read as to replace.
  if (method !== 'GET' && method !== 'PUT') throw new DatabaseError('method_not_allowed', `Method ${method} not allowed on rules`);
  if (!who.admin) throw new DatabaseError('permission_denied', 'Permission denied');
  if (method === 'GET') return registry.rulesOf(name);
  let definition: unknown;
  try {
    definition = parseRulesText(body);
  } catch (error) {
    throw new DatabaseError('invalid_rules', `Invalid rules: ${(error as Error).message}`);
  }
  registry.setRules(name, definition);
  return { status: 'ok' };
}

function dataRequest(namespace: Namespace, who: Identity, method: string, url: URL, body: string): unknown {
  if (!url.pathname.endsWith('.json')) throw new DatabaseError('not_found', 'Paths must end in .json');
  const pathText = url.pathname
    .slice(0, -'.json'.length)
    .split('/')
    .map(decodeSegment)
    .join('/');
  switch (method) {
    case 'GET':
      return readRequest(namespace, who, pathText, url);
    case 'PUT':
      return toPlainJson(namespace.set(who, pathText, parseJson(body)));
    case 'POST': {
      const key = nextPushId();
      namespace.set(who, `${pathText}/${key}`, parseJson(body));
      return { name: key };
    }
    case 'PATCH': {
      const patch = parseJson(body);
      namespace.update(who, pathText, patch);
      return patch;
    }
    case 'DELETE':
      namespace.set(who, pathText, null);
      return null;
    default:
      throw new DatabaseError('method_not_allowed', `Method ${method} not allowed`);
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new DatabaseError('invalid_path', 'Invalid path: bad percent-encoding');
  }
}

function readRequest(namespace: Namespace, who: Identity, pathText: string, url: URL): unknown {
  const spec = restQuery(url.searchParams);
  if (spec && url.searchParams.has('shallow')) throw new DatabaseError('invalid_query', 'Mixing shallow with other query parameters is not allowed');
  const path = parsePath(pathText);
  // As the real server: a REST query ordered by a child or by value needs its `.indexOn`
  // (the SDKs' own queries are only warned, and filtered on the client).
  const index = spec?.i;
  if (index !== undefined && index !== '.key' && !namespace.indexed(path, index)) {
    const where = `/${path.join('/')}`;
    throw new DatabaseError('invalid_query', `Index not defined, add ".indexOn": "${index}", for path "${where}", to the rules`);
  }
  const node = namespace.read(who, path, spec && toRulesQuery(spec));
  const selected = spec ? applyQuery(node, spec) : node;
  if (url.searchParams.get('shallow') === 'true') return shallow(selected);
  return url.searchParams.get('format') === 'export' ? selected : toPlainJson(selected);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new DatabaseError('invalid_data', "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

function reply(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(payload));
}
