// The standalone embed runs its React components on preact/compat (the build aliases react to it:
// tsup.config.ts). Preact runs effects a frame after a render; React runs the effects of a click or
// a key press before the next event. Components here move focus and add stylesheets in effects, so
// a second key pressed within that frame (an arrow after ArrowDown into a grid) went astray. Effects
// run in a microtask after the render instead, as React's do for input.
import { options } from 'preact';

options.requestAnimationFrame = (callback) => queueMicrotask(callback);
