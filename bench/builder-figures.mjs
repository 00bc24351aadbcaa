// The graphical-abstract builder in a journal's page (docs/examples/journal-submission, served
// by its own mock journal server): how long from navigation until the builder takes input.
import { launchChromium } from '../scripts/chromium.mjs';
import { waitForMark } from './page-mark.mjs';
import { median } from './stats.mjs';
import { iterations, measuredRuns } from './quick.mjs';

const RUNS = iterations(5);

/**
 * Navigation start -> the frame painted after `figura-ready` (the builder's first step on screen
 * and taking input), in the journal's submission page: its own request for an embed token
 * included, as every journal page has one. Median of RUNS cold page loads (fresh browser contexts,
 * new manuscripts), after one that warms the servers.
 */
export async function builderFirstInteractive(journalUrl) {
  const browser = await launchChromium();
  try {
    const times = await measuredRuns(RUNS, async (run) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('figura-ready', () =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              console.debug(`figura-bench-mark builder-ready ${performance.now()}`),
            ),
          ),
        );
      });
      const ready = waitForMark(page, 'builder-ready');
      await page.goto(`${journalUrl}/?submission=BENCH-${Date.now()}-${run}`);
      const readyAt = await ready;
      // Takes input: the template step's choices are there and enabled.
      await page.locator('figura-abstract-builder input[type="radio"]').first().waitFor();
      await context.close();
      return readyAt;
    });
    return median(times);
  } finally {
    await browser.close();
  }
}

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};

/**
 * Keystroke to preview: each key typed into the title (a key every 80 ms, as a fast typist)
 * rebuilds the document (the store, its suggestions, the saved document and the draft) and the
 * live preview patches its canvas by element id and draws. Time from the key's keydown to the
 * preview's next drawn frame (the canvas's `data-drawn` changing), over 40 keys.
 */
export async function builderKeystroke(journalUrl) {
  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1400, height: 900 } })
    ).newPage();
    await page.goto(`${journalUrl}/?submission=BENCH-KEYS-${Date.now()}`);
    const builder = page.locator('figura-abstract-builder');
    await builder.getByRole('tab', { name: 'Title and key finding', exact: true }).click();
    await builder.locator('canvas[data-testid="figura-builder-preview"][data-drawn]').waitFor();
    const title = builder.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await page.evaluate(() => {
      const canvas = document.querySelector('canvas[data-testid="figura-builder-preview"]');
      const pending = [];
      window.__keyTimes = [];
      document.addEventListener('keydown', () => pending.push(performance.now()), true);
      new MutationObserver(() => {
        const now = performance.now();
        while (pending.length > 0) window.__keyTimes.push(now - pending.shift());
      }).observe(canvas, { attributes: true, attributeFilter: ['data-drawn'] });
    });
    await page.keyboard.type('Gut microbes shape vaccine responses ab', { delay: 80 });
    await page.waitForFunction(() => window.__keyTimes.length >= 39, null, { timeout: 30000 });
    const times = await page.evaluate(() => window.__keyTimes);
    return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
  } finally {
    await browser.close();
  }
}

/** Adds the builder's figures. */
export async function builderFigures(figure, urls) {
  figure('builder first interactive', await builderFirstInteractive(urls.journal), 'ms', 400);
  const keys = await builderKeystroke(urls.journal);
  figure('builder keystroke to preview (median)', keys.median, 'ms');
  figure('builder keystroke to preview p95', keys.p95, 'ms');
}
