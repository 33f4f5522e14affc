/** `attributes` without those left `undefined`: spread over another's, they would unset them. */
export function defined<T extends object>(attributes: T): Partial<T> {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
