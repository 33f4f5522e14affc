import { describe, expect, it } from 'vitest';
import { FakeAudit, auditEntries } from '../_test/fakes.js';
import { AuditPager } from './audit.js';
import type { StoredAuditEntry } from './types.js';
import { firstKeyAt, startOfDay } from './auditKeys.js';

describe('audit paged by cursor, newest first', () => {
  it('reads one page at a time, never the whole audit', async () => {
    const audit = new FakeAudit(auditEntries(60));
    const pager = new AuditPager(audit);
    const first = await pager.page(1, 25, {});
    expect(first.data.map((row) => row.id)).toEqual(auditEntries(60).slice(35).reverse().map(([key]) => key));
    expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const second = await pager.page(2, 25, {});
    expect(second.data[0]!.id).toBe('k035');
    const third = await pager.page(3, 25, {});
    expect(third.data.map((row) => row.id)).toEqual(['k010', 'k009', 'k008', 'k007', 'k006', 'k005', 'k004', 'k003', 'k002', 'k001']);
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect(audit.reads).toEqual([{ limit: 26 }, { before: 'k036', limit: 26 }, { before: 'k011', limit: 26 }]);
  });

  it('keeps the record id apart from the entry key', async () => {
    const pager = new AuditPager(new FakeAudit(auditEntries(3)));
    const [row] = (await pager.page(1, 1, {})).data;
    expect(row).toMatchObject({ id: 'k003', registroId: '2', accion: 'borrar', tipo: 'estado' });
    expect(await pager.one('k001')).toMatchObject({ id: 'k001', registroId: '0' });
    expect(await pager.one('nope')).toBeNull();
  });

  it('filters by tipo and accion while reading, filling each page', async () => {
    const entries = auditEntries(300);
    const pager = new AuditPager(new FakeAudit(entries));
    const expected = entries.filter(([, e]) => e.tipo === 'parroquia' && e.accion === 'editar').reverse().map(([key]) => key);
    const first = await pager.page(1, 10, { tipo: 'parroquia', accion: 'editar' });
    expect(first.data.map((row) => row.id)).toEqual(expected.slice(0, 10));
    const second = await pager.page(2, 10, { tipo: 'parroquia', accion: 'editar' });
    expect(second.data.map((row) => row.id)).toEqual(expected.slice(10, 20));
    expect(second.pageInfo.hasNextPage).toBe(expected.length > 20);
  });

  it('a page asked for directly is reached by walking from the first', async () => {
    const pager = new AuditPager(new FakeAudit(auditEntries(30)));
    expect((await pager.page(3, 10, {})).data.map((row) => row.id)).toEqual(auditEntries(30).slice(0, 10).reverse().map(([key]) => key));
    expect((await pager.page(5, 10, {})).data).toEqual([]);
  });

  it('new entries move the pages: the next page follows the first as it is now', async () => {
    const entries = auditEntries(30);
    const audit = new FakeAudit(entries.slice(0, 20));
    const pager = new AuditPager(audit);
    await pager.page(1, 10, {});
    audit.entries.push(...entries.slice(20));
    const first = await pager.page(1, 10, {});
    const second = await pager.page(2, 10, {});
    expect([...first.data, ...second.data].map((row) => row.id)).toEqual(entries.slice(10).reverse().map(([key]) => key));
  });

  it('filters by record, by who and by action through the index, reading no other entries', async () => {
    const entries = auditEntries(300).map(([key, entry], i): [string, StoredAuditEntry] => [key, { ...entry, uid: i % 10 === 0 ? 'u2' : 'u1' }]);
    const audit = new FakeAudit(entries);
    const pager = new AuditPager(audit);
    const record = await pager.page(1, 25, { registroId: '42', tipo: 'parroquia' });
    expect(record.data.map((row) => row.id)).toEqual(['k043']);
    expect(audit.reads.at(-1)).toMatchObject({ where: { child: 'id', value: '42' } });
    const who = await pager.page(1, 10, { uid: 'u2' });
    expect(who.data.map((row) => row.id)).toEqual(entries.filter(([, e]) => e.uid === 'u2').reverse().slice(0, 10).map(([key]) => key));
    expect(audit.reads.at(-1)).toEqual({ where: { child: 'uid', value: 'u2' }, limit: 11 });
  });

  it('filters by days as a range of keys, both days included', async () => {
        const noon = startOfDay('2026-11-24')! + 12 * 3600_000;
    const keyed = [noon - 86_400_000, noon, noon + 3600_000, noon + 86_400_000].map((at, i): [string, StoredAuditEntry] => [`${firstKeyAt(at)}${'x'.repeat(12)}`, { at, uid: 'u1', accion: 'editar', tipo: 'estado', id: String(i) }]);
    const audit = new FakeAudit(keyed);
    const pager = new AuditPager(audit);
    const today = await pager.page(1, 25, { desde: '2026-11-24', hasta: '2026-11-24' });
    expect(today.data.map((row) => row.registroId)).toEqual(['2', '1']);
    expect(audit.reads.at(-1)).toEqual({ before: firstKeyAt(startOfDay('2026-11-25')!), since: firstKeyAt(startOfDay('2026-11-24')!), limit: 26 });
    expect((await pager.page(1, 25, { desde: '2026-11-25' })).data.map((row) => row.registroId)).toEqual(['3']);
  });
});
