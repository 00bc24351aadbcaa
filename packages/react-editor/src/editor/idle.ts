/**
 * Resolves when the browser is next idle (requestIdleCallback, at most `timeoutMs` later), or
 * after a frame's time where there are no idle callbacks: for work that must not delay the frames
 * right after a slide is drawn.
 */
export function whenIdle(view: Window | null | undefined, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (view?.requestIdleCallback)
      view.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else (view ?? globalThis).setTimeout(() => resolve(), 16);
  });
}
