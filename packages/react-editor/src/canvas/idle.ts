/**
 * Resolves when the browser is next idle (requestIdleCallback, at most `timeoutMs` later), with
 * that idle period's deadline; where there are no idle callbacks, after a frame's time and
 * without one. For work that must not delay the frames right after a slide is drawn.
 */
export function whenIdle(
  view: Window | null | undefined,
  timeoutMs = 1000,
): Promise<IdleDeadline | undefined> {
  return new Promise((resolve) => {
    if (view?.requestIdleCallback) view.requestIdleCallback(resolve, { timeout: timeoutMs });
    else (view ?? globalThis).setTimeout(() => resolve(undefined), 16);
  });
}
