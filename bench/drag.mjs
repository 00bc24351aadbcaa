// One drag of one element (the topmost label) with the real mouse, one move per frame.
import { dragStartPoint, nextFrame, startDragProbe } from './probes.mjs';

const MOVES = 30;

export async function measureDrag(page, canvasSelector) {
  const start = await page.evaluate(dragStartPoint, canvasSelector);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(nextFrame);
  await page.evaluate(startDragProbe, canvasSelector);
  for (let step = 1; step <= MOVES; step++) {
    await page.mouse.move(start.x + step * 4, start.y + step * 2);
    await page.evaluate(nextFrame);
  }
  const result = await page.evaluate(() => window.__benchStopDrag());
  await page.mouse.up();
  return result;
}
