import type { EditorEngine } from '@figura/sdk-core/editor';
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

/**
 * Runs `run` once the editor's first slide is checked (at once if it is already), unless the
 * returned function is called first: what the drawn slide does not need waits for that, so the
 * first frame comes first (EditorEngine.firstSlideChecked).
 */
export function afterFirstSlideChecked(
  editor: Pick<EditorEngine, 'firstSlideChecked'>,
  run: () => void,
): () => void {
  const checked = editor.firstSlideChecked;
  if (checked.getState()) {
    run();
    return () => {};
  }
  const unsubscribe = checked.subscribe((now) => {
    if (!now) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}
