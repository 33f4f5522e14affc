import { describe, expect, it } from 'vitest';
import { isServerValue, resolveServerValue } from './serverValues.js';

describe('resolveServerValue', () => {
  it('gives the server clock for timestamp', () => {
    expect(resolveServerValue({ '.sv': 'timestamp' }, 'anything', 42)).toBe(42);
  });

  it('adds to numbers and starts from the delta otherwise', () => {
    expect(resolveServerValue({ '.sv': { increment: 2 } }, 3, 0)).toBe(5);
    expect(resolveServerValue({ '.sv': { increment: 1.5 } }, { '.value': 1, '.priority': 1 }, 0)).toBe(2.5);
    expect(resolveServerValue({ '.sv': { increment: 2 } }, null, 0)).toBe(2);
    expect(resolveServerValue({ '.sv': { increment: 2 } }, 'text', 0)).toBe(2);
    expect(resolveServerValue({ '.sv': { increment: 2 } }, { a: 1 }, 0)).toBe(2);
  });

  it('rejects unknown placeholders', () => {
    expect(() => resolveServerValue({ '.sv': { increment: 'x' } }, 1, 0)).toThrow(/increment/);
    expect(() => resolveServerValue({ '.sv': 'later' }, 1, 0)).toThrow(/Invalid server value/);
  });

  it('recognises placeholders only in objects', () => {
    expect(isServerValue({ '.sv': 'timestamp' })).toBe(true);
    expect(isServerValue('timestamp')).toBe(false);
    expect(isServerValue([1])).toBe(false);
  });
});
