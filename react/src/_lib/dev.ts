const told = new Set<string>();

/**
 * Tells a developer once what the selector was given that it cannot honour. Call it under
 * `process.env.NODE_ENV !== 'production'`, which a page's bundler replaces: the call and its text
 * are left out of production builds.
 */
export function warnOnce(message: string): void {
  if (told.has(message)) return;
  told.add(message);
  console.error(`@vegeo/react: ${message}`);
}
