import { randomInt } from 'node:crypto';

/** The alphabet of push ids, in ASCII order so ids sort by creation time. */
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

let lastTime = 0;
let lastRandom: number[] = [];

/**
 * A 20-character chronological key like the SDKs' push ids (for REST `POST`): 8 characters of
 * milliseconds, 12 random ones, incremented instead of re-drawn within the same millisecond.
 */
export function nextPushId(now = Date.now()): string {
  const sameTime = now === lastTime;
  lastTime = now;
  let time = now;
  const head: string[] = [];
  for (let i = 0; i < 8; i++) {
    head.unshift(PUSH_CHARS.charAt(time % 64));
    time = Math.floor(time / 64);
  }
  if (!sameTime) lastRandom = Array.from({ length: 12 }, () => randomInt(64));
  else {
    let i = 11;
    while (i >= 0 && lastRandom[i] === 63) lastRandom[i--] = 0;
    if (i >= 0) lastRandom[i] = (lastRandom[i] as number) + 1;
  }
  return head.join('') + lastRandom.map((n) => PUSH_CHARS.charAt(n)).join('');
}
