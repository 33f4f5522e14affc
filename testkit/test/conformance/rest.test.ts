/**
 * The REST surface's refusals, as the REST reference documents them (status codes; the error
 * texts are the database's own). Node.js only: requests a page could not send (unknown methods,
 * malformed URLs) are part of it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_HOST, NAMESPACE, OPEN_RULES, closeClients, resetDatabase, rest, seed } from './support.js';

beforeEach(async () => {
  await resetDatabase(OPEN_RULES);
  await seed('scores', { a: 1, b: 2, c: 3 });
});
afterEach(() => closeClients());

/** A request with the exact text of its path and query, as a client would send it. */
async function raw(method: string, pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://${DATABASE_HOST}${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}ns=${NAMESPACE}`, { method, headers });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('query parameters', () => {
  it.each([
    ['a negative limit', '?orderBy="$key"&limitToFirst=-1', 'limitToFirst must be a positive integer'],
    ['a zero limit', '?orderBy="$key"&limitToLast=0', 'limitToLast must be a positive integer'],
    ['a limit that is no integer', '?orderBy="$key"&limitToFirst=1.5', 'limitToFirst must be a positive integer'],
    ['two limits', '?orderBy="$key"&limitToFirst=1&limitToLast=1', 'limitToFirst and limitToLast cannot both be defined'],
    ['a filter without orderBy', '?limitToFirst=1', 'orderBy must be defined when other query parameters are defined'],
    ['orderBy that is not JSON', '?orderBy=$key', 'orderBy must be valid JSON'],
    ['shallow with a query', '?orderBy="$key"&limitToFirst=1&shallow=true', 'Mixing shallow with other query parameters is not allowed'],
  ])('refuses %s with 400 and reads nothing', async (_case, query, error) => {
    expect(await raw('GET', `/scores.json${query}`)).toEqual({ status: 400, body: { error } });
  });

  it('still answers a valid query', async () => {
    expect(await raw('GET', '/scores.json?orderBy="$key"&limitToLast=2')).toEqual({ status: 200, body: { b: 2, c: 3 } });
  });
});

describe('requests', () => {
  it('refuses a path with bad percent-encoding with 400, and writes nothing', async () => {
    expect(await raw('GET', '/scores/%E0%A4%A.json')).toEqual({ status: 400, body: { error: 'Invalid path: bad percent-encoding' } });
    expect((await raw('PUT', '/bad/%zz.json', { Authorization: 'Bearer owner' })).status).toBe(400);
    expect((await rest('GET', 'bad.json')).body).toBeNull();
  });

  it('refuses an unknown method with 405', async () => {
    expect(await raw('PROPFIND', '/scores.json')).toEqual({ status: 405, body: { error: 'Method PROPFIND not allowed' } });
    expect((await rest('GET', 'scores.json')).body).toEqual({ a: 1, b: 2, c: 3 });
  });

  it('takes the method a POST names in X-HTTP-Method-Override', async () => {
    const response = await fetch(`http://${DATABASE_HOST}/scores/a.json?ns=${NAMESPACE}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'X-HTTP-Method-Override': 'PUT' },
      body: '10',
    });
    expect(response.status).toBe(200);
    expect((await rest('GET', 'scores.json')).body).toEqual({ a: 10, b: 2, c: 3 });
  });
});

describe('the rules', () => {
  it('are read only with the owner credential', async () => {
    expect(await rest('GET', '.settings/rules.json', undefined, null)).toEqual({ status: 401, body: { error: 'Permission denied' } });
    expect(await rest('GET', '.settings/rules.json')).toEqual({ status: 200, body: OPEN_RULES });
  });
});
