// Keyboard only: on every portal page, Tab reaches each control a mouse could use, in order, and
// the focused one is visibly marked (an outline or a ring). In the editor, the toolbar, the panels'
// buttons and the canvas are reached the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { editorReady } from './support/editor';

const stack = useTestStack('keyboard');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await signUpToMyCreations(page, stack.urls, { emailPrefix: 'keys', name: 'Kay Board' });
  await page.getByRole('button', { name: 'New slide' }).waitFor();
});

afterAll(async () => {
  await context?.close();
});

interface Stop {
  /** A short description of the focused element: its tag and accessible name. */
  label: string;
  /** Whether the element shows it has focus (an outline or a box-shadow ring). */
  marked: boolean;
}

/** Presses Tab until focus comes back round (or `limit` presses), noting each stop. */
async function tabAround(limit = 120): Promise<Stop[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const marked =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      const name =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 40) ??
        element.getAttribute('name') ??
        '';
      // A stable key for "have we come round": the element's place in the document.
      const path: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement)
        path.push(String(Array.from(node.parentElement?.children ?? []).indexOf(node)));
      return { label: `${element.tagName.toLowerCase()} "${name}"`, marked, key: path.join('.') };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push({ label: stop.label, marked: stop.marked });
  }
  return stops;
}

/** The visible, enabled controls a mouse could use on the page. */
async function controls(): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(
        document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
      ).filter((element) => {
        // Inside a closed disclosure: laid out by Chromium, but out of reach until it opens.
        const folded = element.closest('details:not([open])') && !element.closest('summary');
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return !folded && box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      }).length,
  );
}

describe('keyboard only', () => {
  const routes: [string, string][] = [
    ['/my-creations', 'New slide'],
    ['/gallery', ''],
    ['/pricing/', ''],
    ['/my-account/overview/', ''],
    ['/order-custom-work', ''],
    ['/teams-and-labs', ''],
    ['/workspace', ''],
  ];

  it.each(routes)('reaches every control on %s, each visibly focused', async (path, ready) => {
    await page.goto(`${stack.urls.portal}${path}`);
    if (ready) await page.getByRole('button', { name: ready }).waitFor();
    else await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    const stops = await tabAround();
    const unmarked = stops.filter((stop) => !stop.marked).map((stop) => stop.label);
    expect(unmarked, `focused without a visible mark on ${path}`).toEqual([]);
    // Radio groups take one Tab stop for the group: allow for them (those not folded away).
    const radios = await page.locator('input[type="radio"]:not(details:not([open]) *)').count();
    expect(stops.length).toBeGreaterThanOrEqual((await controls()) - radios);
  });

  it('reaches the editor’s toolbar and canvas without a mouse', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.getByRole('button', { name: 'New slide' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    // Tab skips the editor until its slide is checked (it takes no input before), and controls
    // that come with later code (comments, sharing) are counted once they are there.
    await page.locator(editorReady('body')).waitFor();
    await page.waitForLoadState('networkidle');
    const stops = await tabAround(200);
    const labels = stops.map((stop) => stop.label).join('\n');
    for (const control of ['Select', 'Text', 'Illustrations', 'Download', 'Add slide', 'Canvas.'])
      expect(labels, `${control} by Tab`).toContain(control);
    expect(stops.filter((stop) => !stop.marked).map((stop) => stop.label)).toEqual([]);
    expect(stops.length).toBeGreaterThanOrEqual(await controls());
  });
});
