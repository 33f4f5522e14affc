import { describe, expect, it } from 'vitest';
import { phoneNumber } from './phoneNumber.js';

describe('a phone number as a person writes it', () => {
  it.each([
    ['04141234567', '+584141234567'],
    ['0414 123 4567', '+584141234567'],
    ['(0212) 555-12.34', '+582125551234'],
    ['584121234567', '+584121234567'],
    ['+58 412 1234567', '+584121234567'],
    ['+1 650-555-3434', '+16505553434'],
    ['4141234567', '4141234567'],
  ])('%s → %s', (typed, e164) => {
    expect(phoneNumber(typed)).toBe(e164);
  });
});
