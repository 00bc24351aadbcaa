// The camera through Chromium's own input: Ctrl+wheel (pinch) zooms the slide and not the page,
// the zoom label follows, and the toolbar's Zoom to selection works. Zooming about the pointer,
// space-drag panning and framing are checked on the headless editor
// (packages/react-editor/src/testing/camera.test.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import { drawWithTool } from './support/editor';

const EDITOR = 'figura-editor';
const CANVAS = `${EDITOR} canvas[data-testid="figura-canvas"]`;

const stack = useTestStack('camera');

/** The drawn canvas: its screen box and zoom (once the camera has settled: no CSS transform). */
async function settledCanvas(page: Page, previousZoom?: number) {
  await page.waitForFunction(
    ({ selector, previousZoom }) => {
      const canvas = document.querySelector(selector) as any;
      const zoom = canvas?.figuraCanvas?.getZoom();
      return (
        canvas.figuraCanvas.wrapperEl.style.transform === '' &&
        (previousZoom === undefined || Math.abs(zoom - previousZoom) > 1e-6)
      );
    },
    { selector: CANVAS, previousZoom },
  );
  return page.evaluate((selector) => {
    const canvas = document.querySelector(selector) as any;
    const box = canvas.getBoundingClientRect();
    return { left: box.left, top: box.top, zoom: canvas.figuraCanvas.getZoom() as number };
  }, CANVAS);
}

async function areaBox(page: Page) {
  return page.evaluate((selector) => {
    const area = document.querySelector(selector)!;
    const box = area.getBoundingClientRect();
    return {
      left: box.left + area.clientLeft,
      top: box.top + area.clientTop,
      width: area.clientWidth,
      height: area.clientHeight,
    };
  }, `${EDITOR} .figura-canvas-area`);
}

const zoomLabel = (page: Page) => page.locator(`${EDITOR} output[aria-label="Zoom level"]`);

describe('camera', () => {
  it('zooms with a real Ctrl+wheel, shows the zoom, and offers Zoom to selection once something is selected', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'camera');
    const before = await settledCanvas(page);
    const label = await zoomLabel(page).textContent();
    expect(label).toBe(`${Math.round(before.zoom * 100)}%`);

    // Chromium's own Ctrl+wheel (a trackpad pinch) zooms the slide, not the page. Where the
    // slide point under the pointer goes is checked on the headless editor (camera.test.ts).
    const area = await areaBox(page);
    await page.mouse.move(area.left + area.width * 0.55, area.top + area.height * 0.45);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    const zoomed = await settledCanvas(page, before.zoom);
    expect(zoomed.zoom).toBeGreaterThan(before.zoom * 1.4);
    await expect
      .poll(() => zoomLabel(page).textContent())
      .toBe(`${Math.round(zoomed.zoom * 100)}%`);

    // The toolbar's Zoom to selection: off with nothing selected, framing a new rectangle.
    const zoomToSelection = page
      .locator(EDITOR)
      .getByRole('button', { name: 'Zoom to selection', exact: true });
    await expect.poll(() => zoomToSelection.isDisabled()).toBe(true);
    await drawWithTool(page, 'Rectangle', { scope: EDITOR });
    await expect.poll(() => zoomToSelection.isDisabled()).toBe(false);
    await zoomToSelection.click();
    const framed = await settledCanvas(page, zoomed.zoom);
    await expect
      .poll(() => zoomLabel(page).textContent())
      .toBe(`${Math.round(framed.zoom * 100)}%`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
