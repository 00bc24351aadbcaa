// @vitest-environment jsdom
// @vitest-environment-options {"resources":"usable"}
// An opened slide's groups (charts, SVG images, icons, group elements) get their bitmap cache in
// idle time after the first draw; once they have it they must still draw the same. Built wrongly,
// they drew an empty box on every canvas (after a remote move, or a reload) until redrawn.
import { describe, expect, it } from 'vitest';
import { createDefaultElement, type FiguraElement } from '@figura/sdk-core/schema';
import { headlessEditors } from './fixtures';
import type { TestEditor } from './test-editor';

const open = headlessEditors();

/** Non-white pixels inside each element's box on the canvas, drawn now. */
function inkPerElement(t: TestEditor): Record<string, number> {
  const canvas = t.view.canvas;
  canvas.renderAll();
  const ctx = canvas.lowerCanvasEl.getContext('2d')!;
  const out: Record<string, number> = {};
  for (const e of t.document.elements) {
    const box = t.object(e.id).getBoundingRect();
    const data = ctx.getImageData(
      Math.round(box.left),
      Math.round(box.top),
      Math.round(box.width),
      Math.round(box.height),
    ).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 0 && !(data[i]! > 250 && data[i + 1]! > 250 && data[i + 2]! > 250)) n++;
    out[e.id] = n;
  }
  return out;
}

describe('groups whose bitmap cache is built in idle time', () => {
  it('draws every group the same once its deferred cache is built', async () => {
    const elements: FiguraElement[] = [
      createDefaultElement('chart', { left: 300, top: 120, width: 300, height: 225 }, 'chart'),
      createDefaultElement('upload', { left: 700, top: 100, width: 200, height: 150 }, 'svg-image'),
      createDefaultElement('icon', { left: 100, top: 400, width: 96, height: 96 }, 'icon'),
      createDefaultElement('group', { left: 700, top: 350, width: 200, height: 150 }, 'group'),
    ];
    const t = await open(...elements);
    await t.settle();
    const before = inkPerElement(t); // uncached: the deferred caches are not built yet
    // The deferred caches build after the first draw, when idle (jsdom: 16 ms timers).
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const e of elements)
      expect((t.object(e.id) as { objectCaching: boolean }).objectCaching).toBe(true);
    const after = inkPerElement(t);
    for (const e of elements) expect(after[e.id]).toBeGreaterThan(before[e.id]! * 0.95);
  });
});
