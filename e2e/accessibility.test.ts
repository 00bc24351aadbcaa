// axe-core over every portal route, the sign-on pages and the example journal's embeds: no
// serious or critical violation of WCAG 2.1 A/AA (colour contrast, names, labels, landmarks...).
// What fails is listed by rule and element, so the report says what to mend.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';

const stack = useTestStack('accessibility');
let context: BrowserContext;
let page: Page;
let creationPath = '';

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
      ),
    );
}

/** Opens the page and waits for what shows it is ready (a heading, or the editor's canvas). */
async function visit(url: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(url);
  await ready(page).catch((error: unknown) => {
    throw new Error(`${url} did not show what it should: ${String(error)}`);
  });
}

const heading = (name?: RegExp | string) => (p: Page) =>
  p
    .getByRole('heading', name ? { name } : undefined)
    .first()
    .waitFor();

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  it('the sign-on site’s login and register pages', async () => {
    await visit(`${stack.urls.signOn}/login`, heading());
    expect(await violations()).toEqual([]);
    await visit(`${stack.urls.signOn}/register`, heading());
    expect(await violations()).toEqual([]);
  });

  it('the portal’s pages for a signed-in person', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await signUpToMyCreations(page, stack.urls, { emailPrefix: 'axe', name: 'Axel Able' });
    await page.getByRole('button', { name: 'New slide' }).waitFor();

    const routes: [string, (page: Page) => Promise<unknown>][] = [
      ['/my-creations', (p) => p.getByRole('button', { name: 'New slide' }).waitFor()],
      ['/gallery', heading()],
      ['/pricing/', heading('Plans and pricing')],
      [
        '/my-account/overview/',
        (p) => p.getByRole('heading', { name: 'Plan', exact: true }).waitFor(),
      ],
      ['/order-custom-work', heading()],
      ['/teams-and-labs', heading()],
      ['/workspace', heading()],
      ['/admin/teams', heading()],
      ['/admin/identity-providers', heading()],
      ['/no-such-page', heading()],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, ready] of routes) {
      await visit(`${stack.urls.portal}${path}`, ready);
      const here = await violations();
      if (here.length > 0) found[path] = here;
    }
    expect(found).toEqual({});
  });

  it('every site’s pages are set in Inter before the editor is ever opened, with one accent', async () => {
    const fresh = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitor = await fresh.newPage();
    /** The page's body font, whether Inter's regular face is loaded, and the accent token. */
    const looks = () =>
      visitor.evaluate(async () => {
        await document.fonts.ready;
        const root = getComputedStyle(document.documentElement);
        return {
          family: getComputedStyle(document.body).fontFamily.split(',')[0]!.replace(/"/g, ''),
          interLoaded: [...document.fonts].some(
            (face) =>
              face.family.replace(/"/g, '') === 'Inter' &&
              face.weight === '400' &&
              face.status === 'loaded',
          ),
          accent: (
            root.getPropertyValue('--figura-accent') || root.getPropertyValue('--accent')
          ).trim(),
        };
      });
    try {
      await signUpToMyCreations(visitor, stack.urls, { emailPrefix: 'inter', name: 'Ines Inter' });
      await visitor.getByRole('button', { name: 'New slide' }).waitFor();
      const seen = { portal: await looks() };
      await visitor.goto(`${stack.urls.signOn}/forgot-password`);
      const signOn = await looks();
      await visitor.goto(`${stack.urls.billing}/`);
      const billing = await looks();
      for (const site of [seen.portal, signOn, billing])
        expect(site).toEqual({ family: 'Inter', interLoaded: true, accent: '#006fa6' });
    } finally {
      await fresh.close();
    }
  });

  it('the editor and the graphical-abstract builder', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.getByRole('button', { name: 'New slide' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    creationPath = new URL(page.url()).pathname;
    await page.locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    expect(await violations()).toEqual([]);

    await visit(`${stack.urls.portal}/builder`, heading());
    expect(await violations()).toEqual([]);
    expect(creationPath).not.toBe('');
  });

  it('the example journal’s embeds (the element, the frame, the React host)', async () => {
    const journal = stack.urls.journal;
    const found: Record<string, string[]> = {};
    // The builder's first step: in the page (element, React host) or in its frame.
    const inFrame = (p: Page) => p.frameLocator('iframe').getByRole('heading').first().waitFor();
    const pages: [string, (page: Page) => Promise<unknown>][] = [
      ['/', heading()],
      ['/iframe.html', inFrame],
      ['/react/', heading()],
    ];
    for (const [path, ready] of pages) {
      await visit(`${journal}${path}`, ready);
      const here = await violations();
      if (here.length > 0) found[path] = here;
    }
    expect(found).toEqual({});
  });
});
