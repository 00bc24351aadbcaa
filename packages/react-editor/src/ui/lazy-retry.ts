import {
  createElement,
  lazy,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';

/** How to renew each part whose file could not be fetched (see lazyPart). */
const failedParts = new Set<() => void>();

/**
 * `React.lazy`, but a failed load can be tried again: React keeps a rejected load for good, so a
 * part missed while the connection was down stayed broken until a reload. LazyPart's "Try again"
 * (and the connection coming back) gives each failed part a fresh load. Not at once on failure:
 * React renders a failed part a second time before it shows the failure, and a fresh load there
 * would start again, and again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): (props: ComponentProps<T>) => ReactNode {
  const renew = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failedParts.add(renew);
        throw error;
      }),
    );
  };
  let current!: ReturnType<typeof lazy<T>>;
  renew();
  return function LoadedPart(props: ComponentProps<T>) {
    return createElement(current, props);
  };
}

/** Gives every part whose load failed a fresh one; the boundary around it then renders it again. */
export function renewFailedParts(): void {
  for (const renew of failedParts) renew();
  failedParts.clear();
}
