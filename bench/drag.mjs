// One drag with the mouse, one move per frame. The press and the release are the real mouse's;
// the moves are dispatched inside the page at the start of each animation frame (a pointermove
// and a mousemove, as the browser sends them), the way the pan/zoom figures dispatch their
// wheels. Real mouse moves reach the page through the browser's input pipeline, which in headless
// Chromium paces them to 60 Hz even with the frame cap off (about 17 ms a frame for a drag of
// one element in plain fabric), so they measured that pacing, not what a frame of the drag costs.
import { dragStartPoint, nextFrame, startDragProbe } from './probes.mjs';
import { iterations } from './quick.mjs';

const MOVES = iterations(30, 3);

export async function measureDrag(page, canvasSelector) {
  // A press the page was not ready for (a just-opened editor on a busy machine: a quick run)
  // moves nothing; one more try, and a drag that never follows is an error.
  try {
    return await dragOnce(page, canvasSelector);
  } catch (error) {
    if (!(error instanceof DidNotFollow)) throw error;
    console.warn(`${error.message}: once more`);
    await page.evaluate(nextFrame);
    return dragOnce(page, canvasSelector);
  }
}

class DidNotFollow extends Error {}

async function dragOnce(page, canvasSelector) {
  const start = await page.evaluate(dragStartPoint, canvasSelector);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(nextFrame);
  await page.evaluate(startDragProbe, canvasSelector);
  await page.evaluate(dispatchMovesInPage, { start, moves: MOVES });
  const result = await page.evaluate(() => window.__benchStopDrag());
  // Frames of a drag that moved nothing would be cheap: the dragged object must have followed.
  const moved = await page.evaluate(dragStartPoint, canvasSelector);
  const followed = Math.hypot(moved.x - start.x - MOVES * 4, moved.y - start.y - MOVES * 2);
  await page.mouse.move(start.x + MOVES * 4, start.y + MOVES * 2);
  await page.mouse.up();
  if (followed > 8)
    throw new DidNotFollow(
      `drag: the object did not follow the pointer (${Math.round(followed)} px off)`,
    );
  return result;
}

/** Runs in the page: `moves` pointer moves from `start`, one at the start of each frame. */
function dispatchMovesInPage({ start, moves }) {
  return new Promise((resolve) => {
    let step = 1;
    const move = () => {
      const clientX = start.x + step * 4;
      const clientY = start.y + step * 2;
      const target = document.elementFromPoint(clientX, clientY) ?? document.body;
      const init = { bubbles: true, cancelable: true, composed: true, clientX, clientY };
      const pressed = { ...init, buttons: 1, button: -1 };
      target.dispatchEvent(
        new PointerEvent('pointermove', {
          ...pressed,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
        }),
      );
      target.dispatchEvent(new MouseEvent('mousemove', { ...pressed, button: 0 }));
      if (step++ < moves) requestAnimationFrame(move);
      else requestAnimationFrame(() => resolve(undefined));
    };
    requestAnimationFrame(move);
  });
}
