/**
 * Takes an e-mailed link's parameters (`?mode=…&oobCode=…`) out of the address bar, keeping the
 * page: a reload must not try a used code again.
 */
export function dropLinkFromAddress(): void {
  window.history.replaceState(null, '', window.location.pathname + window.location.hash);
}
