// Chromium for the scene figures: the project's launch (scripts/chromium.mjs) without the 60 Hz
// frame cap, so a frame's time is what drawing it costs rather than the next vsync.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export function launchUncappedChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  });
}
