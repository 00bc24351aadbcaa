// What every finished page must be, whatever its size: nothing wider than the window, no control
// drawn over another, and no serious or critical WCAG 2.1 A/AA violation (axe-core). Each check
// returns what it found, one line per finding, so a failure says what to mend.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The window sizes a page is finished at: two laptops and a phone. */
export const PAGE_SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;

/** The serious and critical violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
      ),
    );
}

/**
 * How the page sits in its window: how far it is wider than the window (0 when it fits), and the
 * pairs of visible controls (links, buttons, fields, tabs...) whose boxes cross by more than a
 * pixel each way; a control inside another (a button in a link's card) is not a crossing.
 */
export function layoutProblems(page: Page): Promise<{ overflow: number; overlaps: string[] }> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, ' +
      '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"]';
    const shown = [...document.querySelectorAll<HTMLElement>(CONTROLS)].filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0'
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
