import { createHash } from 'node:crypto';
import { type DataNode, type Priority, childKeys, childOf, isBranch, leafValue, priorityOf } from './node.js';

/**
 * The hash the SDKs compute for a node (sent with transactions as `h`), so compare-and-set can
 * be decided by string equality: base64 SHA-1 over a text that spells out priority, type and
 * value, children visited in priority order. The empty node hashes to ''.
 */
export function hashNode(node: DataNode): string {
  if (node === null) return '';
  let text = priorityText(priorityOf(node));
  if (isBranch(node)) {
    for (const key of sortedByPriority(node)) {
      const childHash = hashNode(childOf(node, key));
      if (childHash !== '') text += ':' + key + ':' + childHash;
    }
    return text === '' ? '' : sha1Base64(text);
  }
  const value = leafValue(node);
  text += typeof value + ':' + (typeof value === 'number' ? doubleToHex(value) : String(value));
  return sha1Base64(text);
}

function priorityText(priority: Priority | null): string {
  if (priority === null) return '';
  const body = typeof priority === 'number' ? 'number:' + doubleToHex(priority) : 'string:' + priority;
  return 'priority:' + body + ':';
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** Children ordered as the SDK's priority index does: no priority, numbers, strings; then by name. */
function sortedByPriority(node: DataNode): string[] {
  return childKeys(node).sort((a, b) => comparePriority(priorityOf(childOf(node, a)), priorityOf(childOf(node, b))) || compareNames(a, b));
}

function comparePriority(a: Priority | null, b: Priority | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
}

const INT_NAME = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function nameAsInt(name: string): number | null {
  if (!INT_NAME.test(name)) return null;
  const value = Number(name);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

/** Key order of the SDKs: 32-bit integer names first, numerically, then the rest as strings. */
export function compareNames(a: string, b: string): number {
  if (a === b) return 0;
  const ai = nameAsInt(a);
  const bi = nameAsInt(b);
  if (ai !== null && bi !== null) return ai - bi === 0 ? a.length - b.length : ai - bi;
  if (ai !== null) return -1;
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/**
 * IEEE-754 bits of a double as 16 hex digits, computed with the same arithmetic as the SDKs
 * (not the exact bit pattern) so that hashes agree even where their log2 estimate rounds.
 */
export function doubleToHex(input: number): string {
  const exponentBits = 11;
  const fractionBits = 52;
  const bias = (1 << (exponentBits - 1)) - 1;
  let sign: number;
  let exponent: number;
  let fraction: number;
  if (input === 0) {
    sign = 1 / input === -Infinity ? 1 : 0;
    exponent = 0;
    fraction = 0;
  } else {
    sign = input < 0 ? 1 : 0;
    const v = Math.abs(input);
    if (v >= Math.pow(2, 1 - bias)) {
      const log = Math.min(Math.floor(Math.log(v) / Math.LN2), bias);
      exponent = log + bias;
      fraction = Math.round(v * Math.pow(2, fractionBits - log) - Math.pow(2, fractionBits));
    } else {
      exponent = 0;
      fraction = Math.round(v / Math.pow(2, 1 - bias - fractionBits));
    }
  }
  const bits: number[] = [];
  for (let i = 0; i < fractionBits; i++, fraction = Math.floor(fraction / 2)) bits.push(fraction % 2 ? 1 : 0);
  for (let i = 0; i < exponentBits; i++, exponent = Math.floor(exponent / 2)) bits.push(exponent % 2 ? 1 : 0);
  bits.push(sign);
  bits.reverse();
  let hex = '';
  for (let i = 0; i < 64; i += 8) hex += parseInt(bits.slice(i, i + 8).join(''), 2).toString(16).padStart(2, '0');
  return hex;
}
