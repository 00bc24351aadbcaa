// Every page finished, at 1440 x 900, 1280 x 720 and 390 x 844: the portal's routes, the
// sign-on, billing and local identity provider pages: nothing wider than the window, no control
// over another, no serious or critical violation of WCAG 2.1 A/AA (axe-core: colour contrast,
// names, labels, landmarks...). Then Inter and one accent on every site before the editor is ever
// opened, and axe over the editor, the builder and the example journal's embeds. What fails is
// listed by page, size and element, so the report says what to mend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { axeViolations, sweep, type Ready } from './support/page-checks';

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

const violations = () => axeViolations(page);

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

describe('every page at 1440, 1280 and 390 px wide', () => {
  it('the sign-on, billing and identity provider pages, signed out', async () => {
    const visitor = await stack.browser.newContext();
    try {
      const at = await visitor.newPage();
      // The local OpenID provider's page (it stands in for Google) has an address per visit.
      await at.goto(`${stack.urls.portal}/auth/login-register`);
      await at.getByRole('button', { name: 'Continue with Google' }).click();
      await at.waitForURL(`${stack.urls.oidcIdp}/interaction/**`);
      const signOn = stack.urls.signOn;
      expect(
        await sweep(at, [
          [`${signOn}/login`, heading()],
          [`${signOn}/register`, heading()],
          [`${signOn}/forgot-password`, heading()],
          [`${signOn}/reset-password?token=spent`, heading()],
          [`${stack.urls.billing}/`, heading()],
          [
            `${stack.urls.samlIdp}/sso?SAMLRequest=none`,
            (p) => p.getByText('not a sign-in').waitFor(),
          ],
          [at.url(), heading('Test OpenID provider')],
        ]),
      ).toEqual({});
    } finally {
      await visitor.close();
    }
  });

  it('the portal’s pages for a signed-in person', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await signUpToMyCreations(page, stack.urls, { emailPrefix: 'axe', name: 'Axel Able' });
    // The first run, then a creation, so My creations shows its cards, search and order.
    expect(await sweep(page, [[`${stack.urls.portal}/my-creations`, firstRun]])).toEqual({});
    for (let made = 0; made < 2; made++) {
      await page.getByRole('button', { name: 'New slide' }).click();
      await page.waitForURL(/\/editor\//);
      await page.goto(`${stack.urls.portal}/my-creations`);
      await page.getByRole('button', { name: 'New slide' }).waitFor();
    }
    const portal = stack.urls.portal;
    // The gallery's item dialog has an address of its own (a link to one item).
    await page.goto(`${portal}/gallery`);
    await page.locator('.gallery-card').first().click();
    await page.waitForURL(/[?&]item=/);
    const itemUrl = page.url();
    expect(
      await sweep(page, [
        [`${portal}/my-creations`, (p) => p.getByLabel('Search my creations').waitFor()],
        [`${portal}/gallery`, heading()],
        [itemUrl, (p) => p.getByRole('dialog').getByRole('button', { name: 'Close' }).waitFor()],
        [`${portal}/pricing/`, heading('Plans and pricing')],
        [`${portal}/my-account/overview/`, heading('Plan')],
        [`${portal}/order-custom-work`, heading()],
        [`${portal}/teams-and-labs`, heading()],
        [`${portal}/workspace`, heading()],
        [`${portal}/admin/teams`, heading()],
        [`${portal}/admin/identity-providers`, heading()],
        [`${portal}/builder`, heading()],
        [`${portal}/unsubscribe`, heading()],
        [`${portal}/no-such-page`, heading()],
      ]),
    ).toEqual({});
  });
});

const firstRun: Ready = (p) =>
  p.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
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
