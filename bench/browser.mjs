// Chromium for the scene figures: the project's launch (scripts/chromium.mjs) without the 60 Hz
// frame cap, so a frame's time is what drawing it costs rather than the next vsync.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { median } from './stats.mjs';

export function launchUncappedChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
}

/**
 * Opening varies from run to run: opens a page `count` times, each in a fresh browser context
 * (`openOnce` resolves { context, page, open }), closes all but the last and resolves with the
 * last one, `open` being the median and `opens` every time measured.
 */
export async function openRepeatedly(openOnce, count = 1) {
  const opens = [];
  for (let run = 1; run < count; run++) {
    const earlier = await openOnce();
    opens.push(earlier.open);
    await earlier.context.close();
  }
  const last = await openOnce();
  opens.push(last.open);
  return { ...last, open: median(opens), opens };
}
