import { lazy, type ComponentType } from 'react';

/** A screen loaded when first shown; `preload` fetches its code ahead of that. */
export interface LazyView {
  (): React.ReactNode;
  preload(): Promise<unknown>;
}

/**
 * A screen loaded when first shown (after sign-in), so the sign-in page loads only what it needs.
 *
 * @example list: lazyView(() => import('./EstadoList.js'), 'EstadoList')
 */
export function lazyView<K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K): LazyView {
  const View = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  const view = () => <View />;
  // The module loader keeps what `import()` fetched: the view's own load later finds it there.
  view.preload = () => load();
  return view;
}
