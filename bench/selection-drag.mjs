// Dragging a large selection: 120 elements (rectangles and icons with their labels) selected with
// Ctrl+A in the real editor, then dragged with the real mouse, one move per frame.
import { benchAccount } from './creation.mjs';
import { measureDrag } from './drag.mjs';
import { editorScene } from './editor-scene.mjs';
import { buildScene } from './scene.mjs';
import { median, quantile } from './stats.mjs';

const CANVAS = 'figura-editor canvas[data-testid="figura-canvas"]';
const SELECTED = 120;

/**
 * @param {(name: string, value: number, unit: string, budget?: number) => void} figure
 * @param {{ portal: string, api: string, signOn: string }} urls a running stack
 */
export async function selectionDragFigures(figure, urls) {
  const { document } = buildScene(SELECTED, { mixed: true });
  const editor = await editorScene(urls, await benchAccount(urls), document);
  try {
    const { context, page } = await editor.openOnce();
    await page.locator('figura-editor .figura-canvas-area').focus();
    await page.keyboard.press('Control+a');
    await page.waitForFunction(
      ({ selector, count }) =>
        document.querySelector(selector).figuraCanvas.getActiveObjects().length === count,
      { selector: CANVAS, count: document.elements.length },
    );
    const drag = await measureDrag(page, CANVAS);
    await context.close();
    figure(`drag ${SELECTED} selected p95`, quantile(drag.frames, 0.95), 'ms', 17);
    figure(`drag ${SELECTED} selected median`, median(drag.frames), 'ms');
  } finally {
    await editor.close();
  }
}
