import { lazy, type ComponentType } from 'react';

/** A page component whose module loads on its first render. */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}
