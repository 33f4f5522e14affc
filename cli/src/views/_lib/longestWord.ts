import stringWidth from './stringWidth.js';

/** The width of the widest word of `text`: the narrowest it can wrap to without splitting a word. */
export function longestWord(text: string): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => stringWidth(word)));
}
