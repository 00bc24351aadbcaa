// Groups opened with a slide are drawn without their bitmap cache first and get it in idle time;
// pending() says how many still wait (browser tests wait for none before judging the drawing).
import type { FabricObject } from '@figura/sdk-core/render';
import { describe, expect, it } from 'vitest';
import { createDeferredCaches } from './deferred-caches';

/** A group-like object that records its cache being built. */
function group(name: string, built: string[]) {
  return {
    canvas: {},
    objectCaching: true,
    shouldCache: () => true,
    renderCache: () => built.push(name),
  } as unknown as FabricObject;
}

/** A window whose idle callbacks run when the test says so, each with `ms` of idle time. */
function idleWindow() {
  const waiting: IdleRequestCallback[] = [];
  const view = {
    requestIdleCallback: (callback: IdleRequestCallback) => waiting.push(callback),
  } as unknown as Window;
  const idle = async (ms = 50) => {
    for (const callback of waiting.splice(0))
      callback({ didTimeout: false, timeRemaining: () => ms });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { view, idle };
}

describe('bitmap caches built in idle time', () => {
  it('draws the groups uncached, then caches them all once the browser is idle', async () => {
    const built: string[] = [];
    const { view, idle } = idleWindow();
    const caches = createDeferredCaches(view);
    const groups = ['a', 'b', 'c'].map((name) => group(name, built));
    for (const each of groups) caches.defer(each);
    expect(groups.map((each) => each.objectCaching)).toEqual([false, false, false]);
    expect(caches.pending()).toBe(3);
    caches.start();
    await Promise.resolve();
    await idle();
    expect(built).toEqual(['a', 'b', 'c']);
    expect(groups.map((each) => each.objectCaching)).toEqual([true, true, true]);
    expect(caches.pending()).toBe(0);
  });

  it('leaves a group removed meanwhile alone, and builds nothing once disposed', async () => {
    const built: string[] = [];
    const { view, idle } = idleWindow();
    const caches = createDeferredCaches(view);
    const removed = group('removed', built);
    caches.defer(removed);
    (removed as { canvas?: unknown }).canvas = undefined;
    caches.start();
    await Promise.resolve();
    await idle();
    expect(built).toEqual([]);
    expect(caches.pending()).toBe(0);

    caches.defer(group('late', built));
    caches.dispose();
    expect(caches.pending()).toBe(0);
  });
});
