/**
 * A phone number as Firebase Auth takes it (E.164), from how a person writes it: spaces, dashes,
 * dots and brackets dropped; a Venezuelan number as written at home (`0414 123 4567`) or without
 * its `+` (`58 414…`) gets `+58`. Anything else is left for Firebase to judge.
 *
 * @example phoneNumber('0414-123.45.67'); // '+584141234567'
 */
export function phoneNumber(text: string): string {
  const number = text.replace(/[\s().-]/g, '');
  if (/^0\d{10}$/.test(number)) return `+58${number.slice(1)}`;
  if (/^58\d{10}$/.test(number)) return `+${number}`;
  return number;
}
