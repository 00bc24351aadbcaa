// The pseudo-locale (every string accented, ~40 % longer, between ⟦ ⟧) on every portal route and
// in the editor's panels: no text is cut by its box (overflow hidden or an ellipsis) and nothing
// pushes the page wider than the window. A longer translation would be clipped where this is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { withPortalSwitches } from './support/portal-config';

const stack = useTestStack('pseudo-locale');
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withPortalSwitches(context, stack.urls.portal, { pseudoLocale: true });
  page = await context.newPage();
  await signUpToMyCreations(page, stack.urls, { emailPrefix: 'pseudo', name: 'Pia Seudo' });
  await page.getByRole('heading').first().waitFor();
});

afterAll(async () => {
  await context?.close();
});

/** Elements whose own text is cut by their box, and whether the page scrolls sideways. */
async function clipped(): Promise<{ cut: string[]; pageWiderThanWindow: boolean }> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText.includes('⟦') && !ownText.includes('⟧')) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Hidden on purpose: nothing, or text for screen readers only (a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1)
        cut.push(`${element.tagName.toLowerCase()}.${element.className}: ${ownText.slice(0, 40)}`);
    }
    return {
      cut,
      pageWiderThanWindow: document.documentElement.scrollWidth > window.innerWidth + 1,
    };
  });
}

describe('the pseudo-locale', () => {
  it('is on: the portal’s strings come out accented and bracketed', async () => {
    const heading = await page.getByRole('heading').first().textContent();
    expect(heading).toMatch(/^⟦.*⟧$/);
  });

  it.each([
    '/my-creations',
    '/gallery',
    '/pricing/',
    '/my-account/overview/',
    '/order-custom-work',
    '/teams-and-labs',
    '/workspace',
    '/no-such-page',
  ])('clips no text on %s', async (path) => {
    await page.goto(`${stack.urls.portal}${path}`);
    await page.getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await clipped()).toEqual({ cut: [], pageWiderThanWindow: false });
  });

  it('clips no text in the editor’s toolbar and panels', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.locator('button', { hasText: 'Ñéw šlîdé' }).first().click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await page.locator('canvas').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await clipped(), 'the toolbar').toEqual({ cut: [], pageWiderThanWindow: false });
    // Each panel in turn (their names pseudo-localised: Layers, Canvas, Alt text, Download).
    for (const name of [/Láýérš/, /Çáñváš/, /Ålt téxt/, /Döwñlöád/]) {
      await page.getByRole('button', { name }).first().click();
      await page.waitForTimeout(500);
      expect(await clipped(), String(name)).toEqual({ cut: [], pageWiderThanWindow: false });
      await page.keyboard.press('Escape');
    }
  });
});
