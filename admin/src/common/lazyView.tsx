import { lazy, type ComponentType } from 'react';

/** A screen loaded when first shown; `preload` starts loading it sooner (as a sign-in starts). */
export interface LazyView {
  (): React.ReactNode;
  preload(): void;
}

/**
 * A screen loaded when first shown (after sign-in), so the sign-in page loads only what it needs.
 *
 * @example list: lazyView(() => import('./EstadoList.js'), 'EstadoList')
 */
export function lazyView<K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K): LazyView {
  let loading: Promise<Record<K, () => React.ReactNode>> | undefined;
  // One load for both callers; a failed one is tried again when the screen is shown.
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const View = lazy(async () => ({ default: (await start())[name] as ComponentType }));
  return Object.assign(() => <View />, { preload: () => void start().catch(() => undefined) });
}
