/** The flag's colours. */
export const YELLOW = '#FFCC00';
// A flag blue light enough that a 16-colour terminal (TERM=xterm) maps it to blue: the darker
// navy (#00247D) came out black there, invisible on a dark background.
export const BLUE = '#0033A0';
export const RED = '#CF142B';

/** The colour to use, or none when colour is off (NO_COLOR). */
export function tint(color: boolean, value: string): string | undefined {
  return color ? value : undefined;
}
