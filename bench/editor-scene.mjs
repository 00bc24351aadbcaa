// The real editor (<figura-editor> in the embed example page) opening a creation whose slide holds
// the scene, then panning and zooming with the wheel the way a user does, and dragging one label.
import { launchUncappedChromium } from './browser.mjs';
import { createCreationWithSlide } from './creation.mjs';
import { measureDrag } from './drag.mjs';
import { panZoomStep } from './scene.mjs';
import { runFramesInPage } from './probes.mjs';

const CANVAS = 'figura-editor canvas[data-testid="figura-canvas"]';
/** Ctrl+wheel zooms by exp(-deltaY x this) (react-editor/src/canvas/camera.ts WHEEL_ZOOM_SPEED). */
const WHEEL_ZOOM_SPEED = 0.01;

/**
 * The editor with a creation whose slide holds the scene: `openOnce()` opens it in a fresh browser
 * context and resolves { context, page, open } (navigation start to the settled first frame);
 * `geometry(page)` is the canvas's size and zoom; `measure(page, frames)` pans, zooms and drags on
 * an opened page; `close()` ends the browser.
 * @param {{ portal: string, api: string, signOn: string }} urls
 * @param {string} token
 * @param {object} document the slide
 */
export async function editorScene(urls, token, document) {
  const creation = await createCreationWithSlide(urls, token, document, 'Bench scene');
  const expected = document.elements.length;
  const browser = await launchUncappedChromium();
  // Settled: every element has its fabric object, the slide has been drawn and the text's fonts
  // are in; then one more frame. Checked when the editor marks a phase or the canvas's
  // `data-fonts` changes: polling every animation frame would keep an uncapped browser drawing
  // frames (and starve the page's own loading) while the editor opens.
  const openOnce = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript((count) => {
      let settled = false;
      const check = () => {
        const canvas = document.querySelector('figura-editor canvas[data-testid="figura-canvas"]');
        if (
          settled ||
          canvas?.figuraCanvas?.size() !== count ||
          canvas.dataset.fonts !== 'ready' ||
          performance.getEntriesByName('figura:first-draw').length === 0
        )
          return;
        settled = true;
        requestAnimationFrame(() => {
          window.__benchSettled = performance.now();
        });
      };
      new PerformanceObserver(check).observe({ type: 'mark' });
      new MutationObserver(check).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-fonts'],
      });
    }, expected);
    const address = `${urls.portal}/examples/plain-html/?api=${encodeURIComponent(urls.api)}&creation=${creation.id}&token=${token}`;
    await page.goto(address);
    await page.waitForFunction(() => typeof window.__benchSettled === 'number', null, {
      timeout: 120000,
    });
    return { context, page, open: await page.evaluate(() => window.__benchSettled) };
  };
  /** The canvas's size and zoom on an opened page (plain fabric draws at the same). */
  const geometry = (page) =>
    page.evaluate((selector) => {
      const canvas = document.querySelector(selector).figuraCanvas;
      return { width: canvas.getWidth(), height: canvas.getHeight(), zoom: canvas.getZoom() };
    }, CANVAS);
  const measure = async (page, frames) => {
    // Ctrl+wheel (pinch) about the area's centre plus a wheel pan, dispatched once per frame.
    await page.evaluate(
      ({ steps, speed }) => {
        const area = document.querySelector('figura-editor .figura-canvas-area');
        const box = area.getBoundingClientRect();
        const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
        window.__benchStep = (index) => {
          const previous = index === 0 ? { scale: 1, panX: 0, panY: 0 } : steps[index - 1];
          const step = steps[index];
          const wheel = (init) =>
            area.dispatchEvent(
              new WheelEvent('wheel', { bubbles: true, cancelable: true, ...at, ...init }),
            );
          if (step.scale !== previous.scale)
            wheel({ ctrlKey: true, deltaY: -Math.log(step.scale / previous.scale) / speed });
          if (step.panX !== previous.panX || step.panY !== previous.panY)
            wheel({ deltaX: previous.panX - step.panX, deltaY: previous.panY - step.panY });
        };
      },
      {
        steps: Array.from({ length: frames }, (_, i) => panZoomStep(i, frames)),
        speed: WHEEL_ZOOM_SPEED,
      },
    );
    const panZoom = await page.evaluate(runFramesInPage, frames);
    // Let the camera settle (sharp redraw) before dragging.
    await page.waitForTimeout(400);
    const drag = await measureDrag(page, CANVAS);
    return { panZoom, drag };
  };
  return { openOnce, geometry, measure, close: () => browser.close() };
}
