import type { FabricObject } from '@figura/sdk-core/render';
import { whenIdle } from './idle';

/** How long one slice of cache building may take when the browser has no idle callbacks. */
const SLICE_MS = 8;

/**
 * No caches in the object or its parts: a group's parts cache themselves (one bitmap each) when
 * the group does not, and draw straight into the group's bitmap once it does.
 */
function uncache(object: FabricObject): void {
  object.objectCaching = false;
  const parts = (object as FabricObject & { getObjects?(): FabricObject[] }).getObjects?.();
  parts?.forEach(uncache);
}

type Cacheable = FabricObject & { renderCache(): void; _transformDone?: boolean };

/**
 * Draws the object into its own cache now, as fabric's render pass would (the next frame copies
 * it). A group's render marks its own transform as applied (`_transformDone`) before drawing
 * its parts into the cache, so each part draws in the group's plane; renderCache() called on
 * its own left that unset, and every part was drawn with the group's whole transform again
 * (moved by the group's position, scaled twice): mostly outside the bitmap, which then counted
 * as clean, so the group drew (nearly) nothing until something dirtied its cache.
 */
function buildCache(object: FabricObject): void {
  const cacheable = object as Cacheable;
  // What render() asks first: a group with a shadow in it is drawn without a cache.
  if (!cacheable.shouldCache()) return;
  cacheable._transformDone = true;
  try {
    cacheable.renderCache();
  } finally {
    cacheable._transformDone = false;
  }
}

/**
 * Icons (groups of paths) keep fabric's per-object bitmap cache: drawing hundreds of paths again
 * after every edit costs more than copying bitmaps. Building all those caches while a large slide
 * opens would double its first draw, so the groups of a slide being opened are drawn without
 * their cache first and get it afterwards, a few at a time while the browser is idle.
 */
export function createDeferredCaches(view: Window | null) {
  const pending = new Set<FabricObject>();
  let scheduled = false;
  let disposed = false;

  const build = (deadline?: IdleDeadline) => {
    scheduled = false;
    if (disposed) return;
    const clock = globalThis.performance;
    const end = clock.now() + (deadline ? deadline.timeRemaining() : SLICE_MS);
    for (const object of pending) {
      if (clock.now() >= end) break;
      pending.delete(object);
      if (!object.canvas) continue; // removed meanwhile
      object.objectCaching = true;
      buildCache(object);
    }
    if (pending.size > 0) schedule();
  };

  const schedule = () => {
    if (scheduled || disposed || !view) return;
    scheduled = true;
    void whenIdle(view, 2000).then(build);
  };

  return {
    /** Draws `object` without its cache until `start` has built it. */
    defer(object: FabricObject): void {
      uncache(object);
      pending.add(object);
    },
    /** Builds the deferred caches in idle time (call after the first draw). */
    start: schedule,
    /** How many objects still wait for their cache (browser tests wait for none). */
    pending: (): number => pending.size,
    dispose(): void {
      disposed = true;
      pending.clear();
    },
  };
}
