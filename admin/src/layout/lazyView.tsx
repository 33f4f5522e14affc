import { lazy, type ComponentType } from 'react';

/** A screen loaded when first shown; `preload` fetches its code ahead of that. */
export interface LazyView {
  (): React.ReactNode;
  preload(): Promise<unknown>;
}

/**
 * A screen loaded when first shown (after sign-in), so the sign-in page loads only what it needs.
 * Unlike `React.lazy`, a screen whose code is already here (`preload`) draws at once: `lazy`
 * suspends on its first drawing even then, and React holds back showing what a suspended drawing
 * finally brings until 300 ms after its loading indicator appeared.
 *
 * @example list: lazyView(() => import('./EstadoList.js'), 'EstadoList')
 */
export function lazyView<K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K): LazyView {
  let View: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        View = module[name] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined; // the next preload, or a later sign-in, tries again
        throw error;
      },
    ));
  // Not here yet: React.lazy loads it, suspending meanwhile (a failure reaches the error boundary).
  const Later = lazy(async () => {
    await preload();
    return { default: View as ComponentType };
  });
  const view = () => (View ? <View /> : <Later />);
  view.preload = preload;
  return view;
}
