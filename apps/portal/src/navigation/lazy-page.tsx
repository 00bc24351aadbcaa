import type { ComponentType } from 'react';
import { lazyPart } from '@figura/react-editor/boundary';

/** A page whose module loads on first use; `preload()` fetches it ahead (the first page's, at start). */
export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<void>;
}

/**
 * A page component whose module loads on its first render, or earlier through `preload()`. Once
 * loaded it renders at once: a page preloaded before the first render never shows the loading
 * line (React holds a Suspense fallback on screen for a while after the code has come). A failed
 * load is tried again on the next render after PageBoundary's "Try again" (or another address).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazyPart(async () => ({ default: await fetchPage() }));
  function Page() {
    const Loaded = loaded ?? Suspending;
    return <Loaded />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
