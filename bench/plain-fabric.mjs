// The same scene drawn by plain fabric in its own page, with or without object caching.
import { launchUncappedChromium } from './browser.mjs';
import { measureDrag } from './drag.mjs';
import { panZoomStep } from './scene.mjs';
import { runFramesInPage } from './probes.mjs';

const CANVAS = '#scene';

/**
 * Plain fabric drawing the scene: `openOnce()` opens its page in a fresh browser context and
 * resolves { context, page, open }; `measure(page, frames)` pans, zooms and drags on an opened
 * page; `close()` ends the browser.
 * @param {{ url: string }} server the static server (bench/static-server.mjs)
 * @param {{ scene: string, caching: boolean, width: number, height: number, zoom: number }} options
 */
export async function plainFabricScene(server, options) {
  const browser = await launchUncappedChromium();
  const query = new URLSearchParams({
    scene: options.scene,
    caching: options.caching ? '1' : '0',
    width: String(options.width),
    height: String(options.height),
    zoom: String(options.zoom),
  });
  const openOnce = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/pages/plain-fabric.html?${query}`);
    await page.waitForFunction(() => typeof window.__benchSettled === 'number', null, {
      timeout: 120000,
    });
    return { context, page, open: await page.evaluate(() => window.__benchSettled) };
  };
  const measure = async (page, frames) => {
    // Pan and zoom about the canvas centre, the way a camera would, one change per frame.
    await page.evaluate(
      ({ zoom, steps }) => {
        const canvas = window.benchCanvas;
        const cx = canvas.getWidth() / 2;
        const cy = canvas.getHeight() / 2;
        window.__benchStep = (index) => {
          const { scale, panX, panY } = steps[index];
          const z = zoom * scale;
          canvas.setViewportTransform([z, 0, 0, z, cx - cx * scale + panX, cy - cy * scale + panY]);
          canvas.renderAll();
        };
      },
      {
        zoom: options.zoom,
        steps: Array.from({ length: frames }, (_, i) => panZoomStep(i, frames)),
      },
    );
    const panZoom = await page.evaluate(runFramesInPage, frames);
    await page.evaluate((zoom) => {
      window.benchCanvas.setViewportTransform([zoom, 0, 0, zoom, 0, 0]);
      window.benchCanvas.renderAll();
    }, options.zoom);
    const drag = await measureDrag(page, CANVAS);
    return { panZoom, drag };
  };
  return { openOnce, measure, close: () => browser.close() };
}
