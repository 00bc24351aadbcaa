// The standalone embed runs its React components on preact/compat (the build aliases react to it:
// tsup.config.ts). Preact runs effects a frame after any render. React does so too, except for a
// render caused by an input (a key, a click): its effects run before the next event. Components
// here move focus in effects, so a second key pressed within that frame went astray (an arrow
// after ArrowDown into the library's grid).

/** Events after which React flushes effects at once (its "discrete" events). */
const INPUT_EVENTS = [
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'input',
  'change',
  'focusin',
  'focusout',
] as const;

/** Preact's own timing: after the next frame is painted (or 35 ms, in a hidden tab). */
function afterNextFrame(callback: () => void): void {
  let frame = 0;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 35);
  frame = requestAnimationFrame(done);
}

/**
 * Runs the effects of a render caused by an input in a microtask, as React does; other renders'
 * (the first, data arriving) after the next paint, as before. Called by the entry (a call, not a
 * bare import: the package marks its modules free of side effects, so the bundler would drop an
 * import of a module that only sets something). Preact itself is imported lazily: it comes with
 * the editor's code, and the element's own module stays small (it starts the creation's requests).
 */
export function runInputEffectsAtOnce(view: Window = window): void {
  let handlingInput = false;
  const noteInput = () => {
    if (handlingInput) return;
    handlingInput = true;
    // Renders and effects of this event run in microtasks, before this task.
    setTimeout(() => (handlingInput = false));
  };
  for (const type of INPUT_EVENTS)
    view.addEventListener(type, noteInput, { capture: true, passive: true });
  void import('preact').then(({ options }) => {
    options.requestAnimationFrame = (flush) =>
      handlingInput ? queueMicrotask(flush) : afterNextFrame(flush);
  });
}
