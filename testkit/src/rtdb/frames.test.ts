import { describe, expect, it } from 'vitest';
import { FrameAssembler, MAX_FRAME_CHARS, splitMessage } from './frames.js';

describe('FrameAssembler', () => {
  it('passes single frames through and ignores keep-alives', () => {
    const frames = new FrameAssembler();
    expect(frames.accept('0')).toBeNull();
    expect(frames.accept('{"t":"d"}')).toBe('{"t":"d"}');
  });

  it('joins the frames a count announces', () => {
    const frames = new FrameAssembler();
    expect(frames.accept('3')).toBeNull();
    expect(frames.accept('{"a"')).toBeNull();
    expect(frames.accept(':')).toBeNull();
    expect(frames.accept('1}')).toBe('{"a":1}');
    expect(frames.accept('{}')).toBe('{}');
  });

  it('refuses absurd frame counts', () => {
    expect(() => new FrameAssembler().accept('999999')).toThrow(/Too many frames/);
  });
});

describe('splitMessage', () => {
  it('leaves small messages whole', () => {
    expect(splitMessage('abc')).toEqual(['abc']);
  });

  it('splits large ones behind a count, never inside a surrogate pair', () => {
    const text = 'a'.repeat(MAX_FRAME_CHARS - 1) + '😀' + 'b'.repeat(10);
    const frames = splitMessage(text);
    expect(frames[0]).toBe('2');
    expect(frames.slice(1).join('')).toBe(text);
    expect(frames[1]).toHaveLength(MAX_FRAME_CHARS - 1);
    const assembler = new FrameAssembler();
    expect(frames.map((frame) => assembler.accept(frame)).at(-1)).toBe(text);
  });
});
