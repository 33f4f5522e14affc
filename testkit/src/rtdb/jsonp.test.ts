import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { batchScript, closeScript, decodeSegmentData, segmentsOf, startScript } from './jsonp.js';
import { MAX_PENDING_SEGMENTS, SegmentError, SegmentQueue } from './segments.js';

/** Runs a response script as the page's iframe would, recording the calls it makes. */
function run(script: string): unknown[][] {
  const calls: unknown[][] = [];
  const record = (name: string) => (...args: unknown[]) => calls.push([name, ...args]);
  const parent = { pLPCommand7: record('command'), pRTLPCB7: record('batch') };
  runInNewContext(script, { window: { parent } });
  return calls;
}

/** The SDK's web-safe base64 of a text. */
const encode = (text: string) => Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '.');

describe('response scripts', () => {
  it('call the page back with the connection, its batches and the close', () => {
    expect(run(startScript('7', 'id1', 'pw1') + closeScript('7', 3))).toEqual([
      ['command', 'start', 'id1', 'pw1'],
      ['command', 'close', 3],
    ]);
  });

  it('hand each message over as JSON reads it, __proto__ included', () => {
    const message = '{"t":"d","d":{"b":{"p":"a","d":{"__proto__":{"n":1},"constructor":2}}}}';
    const [call] = run(batchScript('7', 0, [message, '{"t":"c"}']));
    const [name, batch, messages] = call as [string, number, unknown[]];
    expect([name, batch]).toEqual(['batch', 0]);
    expect(messages).toHaveLength(2);
    const data = (messages[0] as { d: { b: { d: object } } }).d.b.d;
    expect(Object.getOwnPropertyNames(data)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(data)).not.toEqual({ n: 1 });
  });
});

describe('segments', () => {
  it('are read from a poll, and refused when malformed', () => {
    const params = new URLSearchParams({ seg0: '4', ts0: '1', d0: encode('{}') });
    expect(segmentsOf(params)).toEqual([{ seg: 4, total: 1, data: encode('{}') }]);
    expect(segmentsOf(new URLSearchParams({ seg0: '-1', ts0: '1', d0: '' }))).toBeNull();
    expect(segmentsOf(new URLSearchParams({ seg0: '0', ts0: '0', d0: '' }))).toBeNull();
    expect(decodeSegmentData('not base64!')).toBeNull();
  });

  it('make whole messages in the order they were sent, whatever order they arrive in', () => {
    const text = '{"t":"d","d":{"r":1,"a":"p","b":{"p":"ñandú","d":"x"}}}';
    const encoded = encode(text);
    const [first, second] = [encoded.slice(0, 10), encoded.slice(10)];
    const queue = new SegmentQueue();
    expect(queue.accept([{ seg: 2, total: 1, data: encode('"tercero"') }])).toEqual([]);
    expect(queue.accept([{ seg: 1, total: 2, data: second }])).toEqual([]);
    expect(queue.accept([{ seg: 0, total: 2, data: first }, { seg: 0, total: 2, data: first }])).toEqual([text, '"tercero"']);
    expect(queue.accept([{ seg: 1, total: 2, data: second }])).toEqual([]);
  });

  it('refuse a message that is not base64', () => {
    expect(() => new SegmentQueue().accept([{ seg: 0, total: 1, data: '%%' }])).toThrow(SegmentError);
  });

  it('count the segments waiting, not only their bytes: empty ones far ahead or without end are refused', () => {
    const queue = new SegmentQueue();
    // Empty future segments weigh no bytes; there may not be more of them than real data could fill.
    const empty = Array.from({ length: MAX_PENDING_SEGMENTS - 1 }, (_, n) => ({ seg: n + 1, total: 1, data: '' }));
    expect(queue.accept(empty)).toEqual([]);
    expect(() => queue.accept([{ seg: MAX_PENDING_SEGMENTS, total: 1, data: '' }])).toThrow(SegmentError);
    expect(() => new SegmentQueue().accept([{ seg: MAX_PENDING_SEGMENTS, total: 1, data: '' }])).toThrow('Too many segments waiting for the ones before them');
    // A message in many real segments still goes through.
    const text = JSON.stringify({ t: 'd', d: { r: 1, a: 'p', b: { p: 'x', d: 'y'.repeat(50_000) } } });
    const encoded = encode(text);
    const parts = encoded.match(/.{1,1840}/g)!;
    expect(new SegmentQueue().accept(parts.map((data, seg) => ({ seg, total: parts.length, data })))).toEqual([text]);
  });
});
