import { describe, expect, it } from 'vitest';
import { affected } from './bridgeRealtime.js';
import { EditingRegistry } from './editing.js';

const change = { changed: { municipios: new Set(['1312']) }, meta: true };
const q = (...queryKey: unknown[]) => ({ queryKey });

describe('which queries a change refreshes', () => {
  it('lists and references of every geography resource (they carry parents names and counts)', () => {
    const editing = new EditingRegistry();
    expect(affected(q('parroquias', 'getList', {}), change, editing)).toBe(true);
    expect(affected(q('estados', 'getManyReference', {}), change, editing)).toBe(true);
    expect(affected(q('auditoria', 'getList', {}), change, editing)).toBe(true);
    expect(affected(q('auditoria', 'getList', {}), { ...change, meta: false }, editing)).toBe(false);
    expect(affected(q('auth', 'canAccess'), change, editing)).toBe(false);
  });

  it('only the audit when /geo/meta alone moved (the listener delivering a change already saved here)', () => {
    const editing = new EditingRegistry();
    const metaOnly = { changed: {}, meta: true };
    expect(affected(q('auditoria', 'getList', {}), metaOnly, editing)).toBe(true);
    expect(affected(q('parroquias', 'getList', {}), metaOnly, editing)).toBe(false);
    expect(affected(q('estados', 'getManyReference', {}), metaOnly, editing)).toBe(false);
  });

  it('a record changed, unless it is open in an edit form', () => {
    const editing = new EditingRegistry();
    expect(affected(q('municipios', 'getOne', { id: '1312' }), change, editing)).toBe(true);
    expect(affected(q('municipios', 'getOne', { id: '1301' }), change, editing)).toBe(false);
    const close = editing.add('municipios', '1312');
    const closeAgain = editing.add('municipios', '1312');
    expect(affected(q('municipios', 'getOne', { id: '1312' }), change, editing)).toBe(false);
    close();
    expect(affected(q('municipios', 'getOne', { id: '1312' }), change, editing)).toBe(false);
    closeAgain();
    expect(affected(q('municipios', 'getOne', { id: '1312' }), change, editing)).toBe(true);
  });
});
