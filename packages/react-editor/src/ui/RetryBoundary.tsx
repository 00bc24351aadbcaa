import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { FailureBoundary } from './FailureBoundary';
import { renewFailedParts } from './lazy-retry';

/**
 * Parts loaded on demand (lazyPart), with a way back: `fallback` while they load and, when one
 * cannot be fetched or fails to draw, `failed(retry)` in their place; `retry` gives every failed
 * part a fresh load and draws them again, when asked and by itself when the connection comes
 * back. A new `resetKey` (a page's address) tries again too. The editor's parts (LazyPart) and
 * the portal's pages and dialogs each say it in their own words.
 */
export function RetryBoundary({
  children,
  fallback,
  failed,
  logName,
  resetKey = '',
}: {
  children: ReactNode;
  fallback: ReactNode;
  failed: (retry: () => void) => ReactNode;
  /** Names the part in the console, for developers. */
  logName: string;
  resetKey?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    renewFailedParts();
    setAttempt((count) => count + 1);
  }, []);
  return (
    <FailureBoundary
      logName={logName}
      resetKey={`${resetKey} ${attempt}`}
      failed={<RetryWhenOnline retry={retry}>{failed(retry)}</RetryWhenOnline>}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </FailureBoundary>
  );
}

/** A failure's message, which tries again when the connection comes back while it is shown. */
function RetryWhenOnline({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    const view = globalThis.window;
    view?.addEventListener('online', retry);
    return () => view?.removeEventListener('online', retry);
  }, [retry]);
  return children;
}
