// Functions that run inside the benchmarked page (passed to page.evaluate, so each is
// self-contained). Both pages expose their fabric canvas as `figuraCanvas` on the canvas element.

/**
 * Runs `count` animation frames; before each frame's drawing, `window.__benchStep(index)` makes
 * one camera change. Resolves with the frame times (ms between consecutive frames).
 */
export function runFramesInPage(count) {
  return new Promise((resolve) => {
    const times = [];
    let last;
    let index = 0;
    const tick = (now) => {
      if (last !== undefined) times.push(now - last);
      last = now;
      if (index < count) {
        window.__benchStep(index++);
        requestAnimationFrame(tick);
      } else resolve(times);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Counts, per animation frame, how often each object other than the ones being transformed is
 * rendered (wraps FabricObject.prototype.render) and records frame times, until
 * `window.__benchStopDrag()` is called; that resolves with { frames, untouchedPerFrame, maxPerObject }.
 */
export function startDragProbe(selector) {
  const canvas = document.querySelector(selector).figuraCanvas;
  // The first rectangle's nearest prototype with its own `render` is FabricObject's.
  const topLevel = new Set(canvas.getObjects());
  let proto = Object.getPrototypeOf(canvas.getObjects()[0]);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'render'))
    proto = Object.getPrototypeOf(proto);
  const original = proto.render;
  let counts = new Map();
  proto.render = function render(ctx) {
    counts.set(this, (counts.get(this) ?? 0) + 1);
    return original.call(this, ctx);
  };
  const frames = [];
  const untouched = [];
  let maxPerObject = 0;
  let last;
  let running = true;
  const tick = (now) => {
    if (last !== undefined) frames.push(now - last);
    last = now;
    const moving = new Set(canvas.getActiveObjects());
    const active = canvas.getActiveObject();
    if (active) moving.add(active);
    let redrawn = 0;
    for (const [object, times] of counts) {
      if (moving.has(object) || !topLevel.has(object)) continue; // icon parts count as their icon
      redrawn += 1;
      maxPerObject = Math.max(maxPerObject, times);
    }
    untouched.push(redrawn);
    counts = new Map();
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__benchStopDrag = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        running = false;
        proto.render = original;
        resolve({ frames: frames.slice(1), untouchedPerFrame: untouched.slice(1), maxPerObject });
      }),
    );
}

/** Screen point of the centre of the topmost object (the last label), through the viewport transform. */
export function dragStartPoint(selector) {
  const element = document.querySelector(selector);
  const canvas = element.figuraCanvas;
  const objects = canvas.getObjects();
  const target = objects[objects.length - 1];
  const centre = target.getCenterPoint();
  const v = canvas.viewportTransform;
  const box = canvas.upperCanvasEl.getBoundingClientRect();
  const scale = box.width / canvas.getWidth();
  return {
    x: box.left + (centre.x * v[0] + v[4]) * scale,
    y: box.top + (centre.y * v[3] + v[5]) * scale,
  };
}

export const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
