// The camera: Ctrl+wheel (pinch) zooms about the pointer, space-drag pans, zoom to selection frames
// the selected element. Positions are read from the drawn canvas, so they are what the user sees.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { openEmbeddedCreation } from './support/embed';
import { drawWithTool, editorDocument } from './support/editor';

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
  it('zooms about the pointer with Ctrl+wheel, pans with space-drag, frames the selection', async () => {
    const { page, context, pageErrors } = await openEmbeddedCreation(stack, 'camera');
    const before = await settledCanvas(page);
    const label = await zoomLabel(page).textContent();
    expect(label).toBe(`${Math.round(before.zoom * 100)}%`);

    // Ctrl+wheel at a point of the slide: the slide point under the pointer stays under it.
    const area = await areaBox(page);
    const pointer = { x: area.left + area.width * 0.55, y: area.top + area.height * 0.45 };
    const underBefore = {
      x: (pointer.x - before.left) / before.zoom,
      y: (pointer.y - before.top) / before.zoom,
    };
    await page.mouse.move(pointer.x, pointer.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    const zoomed = await settledCanvas(page, before.zoom);
    expect(zoomed.zoom).toBeGreaterThan(before.zoom * 1.4);
    const underAfter = {
      x: (pointer.x - zoomed.left) / zoomed.zoom,
      y: (pointer.y - zoomed.top) / zoomed.zoom,
    };
    expect(Math.abs(underAfter.x - underBefore.x)).toBeLessThan(1.5);
    expect(Math.abs(underAfter.y - underBefore.y)).toBeLessThan(1.5);
    await expect
      .poll(() => zoomLabel(page).textContent())
      .toBe(`${Math.round(zoomed.zoom * 100)}%`);

    // Space-drag pans by the pointer's movement and changes nothing in the slide.
    const elementsBefore = (await editorDocument(page, EDITOR)).elements;
    await page.locator(`${EDITOR} .figura-canvas-area`).focus();
    await page.keyboard.down('Space');
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.down();
    await page.mouse.move(pointer.x - 120, pointer.y - 80, { steps: 6 });
    await page.mouse.up();
    await page.keyboard.up('Space');
    const panned = await settledCanvas(page);
    expect(panned.zoom).toBe(zoomed.zoom);
    expect(panned.left - zoomed.left).toBeCloseTo(-120, 0);
    expect(panned.top - zoomed.top).toBeCloseTo(-80, 0);
    expect((await editorDocument(page, EDITOR)).elements).toEqual(elementsBefore);

    // Zoom to selection: a new rectangle (selected) fills the area, centred.
    const zoomToSelection = page
      .locator(EDITOR)
      .getByRole('button', { name: 'Zoom to selection', exact: true });
    await expect.poll(() => zoomToSelection.isDisabled()).toBe(true);
    await drawWithTool(page, 'Rectangle', { scope: EDITOR });
    await expect.poll(() => zoomToSelection.isDisabled()).toBe(false);
    await zoomToSelection.click();
    const framed = await settledCanvas(page, panned.zoom);
    const rect = (await editorDocument(page, EDITOR)).elements.at(-1)!;
    const width = rect.width! * (rect.scaleX ?? 1) * framed.zoom;
    const height = rect.height! * (rect.scaleY ?? 1) * framed.zoom;
    const centre = {
      x: framed.left + (rect.left! * framed.zoom + width / 2),
      y: framed.top + (rect.top! * framed.zoom + height / 2),
    };
    const areaNow = await areaBox(page);
    // Scroll bars may appear as the slide grows; the centre moves by half their width at most.
    expect(Math.abs(centre.x - (areaNow.left + areaNow.width / 2))).toBeLessThan(10);
    expect(Math.abs(centre.y - (areaNow.top + areaNow.height / 2))).toBeLessThan(10);
    const fills = Math.max(width / (area.width - 48), height / (area.height - 48));
    expect(fills).toBeGreaterThan(0.95);
    expect(fills).toBeLessThan(1.05);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
