// The standalone embed runs its React components on preact/compat (the build aliases react to it:
// tsup.config.ts). Preact runs effects a frame after a render; React runs the effects of a click or
// a key press before the next event. Components here move focus and add stylesheets in effects, so
// a second key pressed within that frame (an arrow after ArrowDown into a grid) went astray.
import { options } from 'preact';

/**
 * Runs Preact's effects in a microtask after each render, as React runs an input's. Called by the
 * entry (a call, not a bare import: the package marks its modules free of side effects, so the
 * bundler would drop an import of a module that only sets something).
 */
export function runEffectsAfterRender(): void {
  options.requestAnimationFrame = (callback) => queueMicrotask(callback);
}
