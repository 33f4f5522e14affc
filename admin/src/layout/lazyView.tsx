import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/** A screen loaded when first shown; `preload` fetches its code ahead of that. */
export interface LazyView {
  (): React.ReactNode;
  preload(): Promise<unknown>;
}

/**
 * A screen loaded when first shown (after sign-in), so the sign-in page loads only what it needs.
 * Not `React.lazy`, which suspends: React holds back what a suspended drawing finally brings
 * until 300 ms after its loading indicator appeared (and `lazy` suspends on a screen's first
 * drawing even when its code is already here). A screen whose code is here (`preload`) draws at
 * once; one whose code is not draws react-admin's loading indicator, then itself as soon as its
 * code arrives.
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

  function Later() {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      let shown = true;
      preload().then(
        () => shown && arrived(),
        (error: unknown) => shown && setFailure({ error }),
      );
      return () => {
        shown = false;
      };
    }, []);
    if (failure) throw failure.error; // to the error boundary, as a screen's own failure
    return View ? <View /> : <Loading />;
  }

  // One kind of element for the life of a drawing: a screen shown through `Later` stays under it
  // (changing to `View` when its code arrived would draw it anew, losing its state).
  function Screen() {
    const [loaded] = useState(() => View !== undefined);
    return loaded && View ? <View /> : <Later />;
  }
  return Object.assign(Screen, { preload });
}
