import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for modules with named exports: `lazyPage(() => import('./x-page'), 'XPage')`. */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
