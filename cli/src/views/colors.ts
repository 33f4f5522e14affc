/** The flag's colours. */
export const YELLOW = '#FFCC00';
export const BLUE = '#00247D';
export const RED = '#CF142B';

/** The colour to use, or none when colour is off (NO_COLOR). */
export function tint(color: boolean, value: string): string | undefined {
  return color ? value : undefined;
}
