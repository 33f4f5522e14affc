import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded when first shown (after sign-in), so the sign-in page loads only what it needs.
 *
 * @example list: lazyView(() => import('./EstadoList.js'), 'EstadoList')
 */
export function lazyView<K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K): () => React.ReactNode {
  const View = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return () => <View />;
}
