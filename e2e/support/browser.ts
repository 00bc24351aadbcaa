// The test worker's Chromium: launched by the first file a worker runs and kept for its later
// files (isolate: false keeps this module between them), each file in browser contexts of its own,
// closed when the file ends. Driven from the worker itself: before, one Chromium served the whole
// run, reached over a WebSocket through the runner's process, which spent 35 s of CPU relaying.
import type { Browser } from 'playwright-core';
// @ts-expect-error plain ESM helper shared with the benchmark
import { launchChromium } from '../../scripts/chromium.mjs';

let launched: Promise<Browser> | undefined;

/** This worker's Chromium (Playwright stops it when the worker exits). */
export function workerBrowser(): Promise<Browser> {
  launched ??= launchChromium() as Promise<Browser>;
  return launched;
}

/** Closes a file's browser contexts, leaving the worker's Chromium to its next file. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}
