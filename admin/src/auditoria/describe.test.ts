import { describe, expect, it } from 'vitest';
import { whenOf } from './describe.js';

describe('whenOf', () => {
  const at = new Date(2026, 10, 24, 16, 31).getTime();

  it('says the date and the time in Venezuelan Spanish', () => {
    expect(whenOf(at)).toMatch(/^24\/11\/26, 4:31\sp\.\sm\.$/);
  });

  it('lets a narrow column break after the date only, never inside the time', () => {
    const [, time] = whenOf(at).split(', ');
    expect(time).not.toContain(' ');
    expect(time?.replace(/\s/g, ' ')).toBe('4:31 p. m.');
  });
});
