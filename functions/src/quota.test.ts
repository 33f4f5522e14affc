import { describe, expect, it } from 'vitest';
import { failure } from '../test/support/requests.js';
import { windowQuota } from './quota.js';

describe('windowQuota', () => {
  it('allows up to the limit a minute per user, then resource-exhausted', async () => {
    let now = 0;
    const quota = windowQuota(5, () => now);
    quota.take('a', 3);
    quota.take('a', 2);
    quota.take('b', 5);
    const error = await failure(Promise.resolve().then(() => quota.take('a', 1)));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Ha superado su cuota de 5 consultas por minuto; inténtelo de nuevo en 60 s');
    now = 60_000;
    expect(() => quota.take('a', 5)).not.toThrow();
  });

  it('refuses a batch larger than what is left, counting none of it', () => {
    const quota = windowQuota(10, () => 0);
    quota.take('a', 8);
    expect(() => quota.take('a', 3)).toThrow(/cuota de 10/);
    expect(() => quota.take('a', 2)).not.toThrow();
  });

  it('forgets finished windows as users pile up', () => {
    let now = 0;
    const quota = windowQuota(1, () => now);
    for (let i = 0; i < 10_001; i++) quota.take(`u${i}`, 1);
    now = 120_000;
    expect(() => quota.take('u0', 1)).not.toThrow();
  });
});
