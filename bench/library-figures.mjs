// The content library in the editor: how long a search takes per keystroke over the whole library
// (the editor's search module in headless Chromium, its index loaded), and how long the
// Illustrations panel takes from opening to its first thumbnails on screen.
import { launchChromium } from '../scripts/chromium.mjs';
import { startStaticServer } from './static-server.mjs';
import { iterations, measuredRuns } from './quick.mjs';

/** What people type: names, synonyms, Latin, abbreviations, a typo. */
const QUERIES = [
  'nerve cell',
  'T lymphocyte',
  'Mus musculus',
  'erythrocyte',
  'E. coli',
  'mitochondrion',
  'microscope',
  'DNA double helix',
  'antibody',
  'petri dish',
  'heart',
  'virsu',
];
/** Passes over every keystroke of QUERIES; the first one warms the engine up and is not counted. */
const SEARCH_PASSES = iterations(4, 2);
/** Cold panel openings timed (each in a fresh browser context), after one that warms the server. */
const PANEL_RUNS = iterations(5);

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const median = (values) => percentile(values, 0.5);

/** p95 of one search per keystroke, in ms. */
async function searchP95() {
  const server = await startStaticServer(new Map());
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.url}/pages/library-search.html`);
    await page.waitForFunction(() => typeof window.__benchSearch === 'function', null, {
      timeout: 60000,
    });
    const times = [];
    for (let pass = 0; pass < SEARCH_PASSES; pass++) {
      const passTimes = await page.evaluate((queries) => window.__benchSearch(queries), QUERIES);
      if (pass > 0) times.push(...passTimes);
    }
    return {
      p95: percentile(times, 0.95),
      items: await page.evaluate(() => window.__benchItems),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Click on "Illustrations" -> the first thumbnail of the results painted (an image loaded, then
 * two frames), in the plain-HTML example's editor; median of PANEL_RUNS cold openings, in ms.
 */
async function panelFirstResults(urls, token, creationId) {
  const browser = await launchChromium();
  const address = `${urls.portal}/examples/plain-html/?api=${encodeURIComponent(urls.api)}&creation=${creationId}&token=${token}`;
  try {
    const times = await measuredRuns(PANEL_RUNS, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(address);
      await page.locator('figura-editor .figura-shell[data-checked="true"]').waitFor({
        timeout: 60000,
      });
      const elapsed = await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const button = document.querySelector(
              'figura-editor button[aria-label="Illustrations"]',
            );
            if (!button) return reject(new Error('no Illustrations button'));
            const start = performance.now();
            button.click();
            const watch = () => {
              const image = document.querySelector('figura-editor .figura-library-cell img');
              if (image?.complete && image.naturalWidth > 0)
                return requestAnimationFrame(() =>
                  requestAnimationFrame(() => resolve(performance.now() - start)),
                );
              if (performance.now() - start > 30000) return reject(new Error('no thumbnails'));
              requestAnimationFrame(watch);
            };
            watch();
          }),
      );
      await context.close();
      return elapsed;
    });
    return median(times);
  } finally {
    await browser.close();
  }
}

/** Adds the library figures; `session` is a signed-in author with a creation. */
export async function libraryFigures(figure, urls, session) {
  const search = await searchP95();
  console.log(`(library search: ${search.items} items, one search per keystroke)`);
  figure('library search p95', search.p95, 'ms', 16);
  figure(
    'library panel first results',
    await panelFirstResults(urls, session.token, session.creation.id),
    'ms',
    300,
  );
}
