import type { Store } from 'react-admin';

/** How long the values must sit still before they are written to the device. */
export const WRITE_DELAY_MS = 1000;

/**
 * A react-admin store whose values take effect at once (read back, and every subscriber told)
 * and reach `inner` (the device's `localStorage`) once changes pause for `WRITE_DELAY_MS`, or
 * when the page is hidden or left. `localStorage` writes block the main thread, and a list's
 * search changes its parameters on every pause in typing: the device gets the last of them.
 */
export function deferredStore(inner: Store, delay = WRITE_DELAY_MS): Store {
  // Values not written yet (`undefined`: removed).
  const pending = new Map<string, unknown>();
  const subscribers = new Map<string, Set<(value: unknown) => void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const writes = [...pending];
    pending.clear();
    for (const [key, value] of writes) {
      if (value === undefined) inner.removeItem(key);
      else inner.setItem(key, value);
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const publish = (key: string, value: unknown) => {
    for (const subscriber of [...(subscribers.get(key) ?? [])]) subscriber(value);
  };
  const set = (key: string, value: unknown) => {
    pending.set(key, value);
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
    publish(key, value);
  };

  return {
    setup() {
      inner.setup();
      window.addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', onHidden);
    },
    teardown() {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      inner.teardown();
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (!pending.has(key)) return inner.getItem(key, defaultValue);
      const value = pending.get(key) as T | undefined;
      return value === undefined ? defaultValue : value;
    },
    setItem: set,
    removeItem: (key) => set(key, undefined),
    removeItems(keyPrefix) {
      flush();
      inner.removeItems(keyPrefix);
    },
    reset() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      inner.reset();
    },
    subscribe(key, callback) {
      let forKey = subscribers.get(key);
      if (!forKey) subscribers.set(key, (forKey = new Set()));
      forKey.add(callback);
      // The inner store tells of changes made in other tabs (and repeats ours when written: the
      // same value, which changes nothing).
      const unsubscribe = inner.subscribe(key, callback);
      return () => {
        forKey.delete(callback);
        unsubscribe();
      };
    },
    listItems(keyPrefix) {
      flush();
      return inner.listItems?.(keyPrefix) ?? {};
    },
  };
}
