// What every finished page must be, whatever its size: nothing wider than the window, no control
// drawn over another, and no serious or critical WCAG 2.1 A/AA violation (axe-core). Each check
// returns what it found, one line per finding, so a failure says what to mend.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import type { AxeResults, RunOptions } from 'axe-core';

/** The window sizes a page is finished at: two laptops and a phone. */
export const PAGE_SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/** axe-core's own script, read once a run. */
let axeSource: string | undefined;

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
  // Each frame is checked in its own document (below), not through the page's.
  iframes: false,
};

/** axe's violations in one frame's document (the script put in once per document). */
async function frameViolations(frame: Frame): Promise<AxeResults['violations']> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  return frame.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
        }
      ).axe
        .run(document, options)
        .then((results) => results.violations),
    AXE_OPTIONS,
  );
}

/**
 * The serious and critical violations on the page as it is now (its frames too), one line each.
 * axe runs in each frame's own document: @axe-core/playwright's cross-frame report opened a page
 * of its own per check and took about four times as long.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    if (frame.isDetached() || frame.url() === 'about:blank') continue;
    const where = frame === page.mainFrame() ? '' : `(frame ${new URL(frame.url()).pathname}) `;
    for (const violation of await frameViolations(frame))
      if (violation.impact === 'serious' || violation.impact === 'critical')
        for (const node of violation.nodes)
          found.push(`${where}${violation.id} (${violation.impact}): ${node.target.join(' ')}`);
  }
  return found;
}

/**
 * How the page sits in its window: how far it is wider than the window (0 when it fits), and the
 * pairs of visible controls (links, buttons, fields, tabs...) whose boxes cross by more than a
 * pixel each way; a control inside another (a button in a link's card) is not a crossing. With a
 * modal dialog open, only its controls count.
 */
export function layoutProblems(page: Page): Promise<{ overflow: number; overlaps: string[] }> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
      '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"]';
    // An open modal dialog is all a person can reach: what lies under it is not crossed by it.
    const scope = document.querySelector('dialog:modal, [aria-modal="true"]') ?? document;
    const shown = [...scope.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Inside a closed disclosure: laid out by Chromium, but not drawn until it opens.
      const folded = element.closest('details:not([open])') && !element.closest('summary');
      return (
        !folded &&
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0'
      );
    });
    const named = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const overlaps: string[] = [];
    shown.forEach((one, index) => {
      const a = one.getBoundingClientRect();
      for (const other of shown.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue;
        const b = other.getBoundingClientRect();
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 1 && down > 1) overlaps.push(`${named(one)} over ${named(other)}`);
      }
    });
    return {
      overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      overlaps,
    };
  });
}

/** What shows a page is ready (a heading, the editor's canvas...). */
export type Ready = (page: Page) => Promise<unknown>;

/** Until the page has answered a change of window size (its resize handlers and their renders). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/**
 * Each page at each of PAGE_SIZES: what is wrong with it, by "path @ width" (an empty record
 * when every page is finished): wider than the window, controls crossing, axe's violations.
 * Each page is opened once, at the phone's size (where a first layout goes wrong most), then
 * the window widens to each laptop's as a person's does: every size is checked, on a page that
 * has been resized as well as on one opened at its size.
 */
export async function sweep(
  page: Page,
  pages: readonly [url: string, ready: Ready][],
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const [first, ...wider] = [...PAGE_SIZES].sort((a, b) => a.width - b.width);
  for (const [url, ready] of pages) {
    await page.setViewportSize(first!);
    await page.goto(url);
    for (const size of [first!, ...wider]) {
      await page.setViewportSize(size);
      await settled(page);
      await ready(page).catch((error: unknown) => {
        throw new Error(`${url} at ${size.width} px did not show what it should: ${String(error)}`);
      });
      const { overflow, overlaps } = await layoutProblems(page);
      const here = [
        ...(overflow > 0 ? [`${overflow} px wider than the window`] : []),
        ...overlaps,
        ...(await axeViolations(page)),
      ];
      const { pathname, search } = new URL(url);
      if (here.length > 0) found[`${pathname}${search} @ ${size.width}`] = here;
    }
  }
  return found;
}
