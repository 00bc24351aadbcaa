// The graphical-abstract builder in a journal's page (docs/examples/journal-submission, served
// by its own mock journal server): how long from navigation until the builder takes input.
import { launchChromium } from '../scripts/chromium.mjs';

const RUNS = 5;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Navigation start -> the frame painted after `figura-ready` (the builder's first step on screen
 * and taking input), in the journal's submission page: its own request for an embed token
 * included, as every journal page has one. Median of RUNS cold page loads (fresh browser contexts,
 * new manuscripts), after one that warms the servers.
 */
export async function builderFirstInteractive(journalUrl) {
  const browser = await launchChromium();
  const times = [];
  try {
    for (let run = 0; run < RUNS + 1; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('figura-ready', () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => (window.__figuraBuilderReady = performance.now())),
          ),
        );
      });
      await page.goto(`${journalUrl}/?submission=BENCH-${Date.now()}-${run}`);
      await page.waitForFunction(() => typeof window.__figuraBuilderReady === 'number', null, {
        timeout: 30000,
      });
      // Takes input: the template step's choices are there and enabled.
      await page.locator('figura-abstract-builder input[type="radio"]').first().waitFor();
      if (run > 0) times.push(await page.evaluate(() => window.__figuraBuilderReady));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return median(times);
}

/** Adds the builder's figures. */
export async function builderFigures(figure, urls) {
  figure('builder first interactive', await builderFirstInteractive(urls.journal), 'ms', 400);
}
