/**
 * Whether the terminal view may use colour. NO_COLOR (non-empty) turns it off; an explicit
 * FORCE_COLOR leaves the decision to chalk, which Ink uses (FORCE_COLOR=0 turns colour off there).
 */
export function colorEnabled(env: Record<string, string | undefined>): boolean {
  if (env.FORCE_COLOR !== undefined) return true;
  return !env.NO_COLOR;
}
