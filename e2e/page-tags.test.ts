// Each portal page names itself (spec §2): its title, one canonical link from the portal's public
// address and one set of social preview tags, kept in step as the person moves around;
// breadcrumbs show the way back, kept in the breadcrumbs cookie; the editor's says where the
// creation lives.
// What needs no browser is tested beside the code: the tags in the server's first HTML and the
// preview image (apps/portal/server/first-html.test.ts), dates dd/mm/yyyy hh:mm (spec §9;
// apps/portal/src/creations/CreationCard.test.tsx, sdk-core's i18n/formats.test.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api';
import { buyPlan } from './support/plans';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('page-tags');
const TIMEOUT = 30000;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  page = await context.newPage();
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await registerThroughForm(page, {
    email: uniqueEmail('page-tags'),
    name: 'Paige Tagger',
    password: 'correct horse battery staple',
  });
  await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
});

afterAll(async () => {
  await context?.close();
});

/** The head as the person's browser has it: every tag that names the page, with its count. */
function headOf(target: Page) {
  return target.evaluate(() => {
    const values = (selector: string, attribute: string) =>
      [...document.head.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      canonical: values('link[rel="canonical"]', 'href'),
      ogTitle: values('meta[property="og:title"]', 'content'),
      ogDescription: values('meta[property="og:description"]', 'content'),
      ogUrl: values('meta[property="og:url"]', 'content'),
      ogType: values('meta[property="og:type"]', 'content'),
      ogImage: values('meta[property="og:image"]', 'content'),
      twitterCard: values('meta[name="twitter:card"]', 'content'),
      description: values('meta[name="description"]', 'content'),
    };
  });
}

/** Waits for the page's title, then checks each tag is there once and names this page. */
async function expectTags(title: string, canonicalPath: string) {
  await page.waitForFunction((expected) => document.title === expected, title, {
    timeout: TIMEOUT,
  });
  const head = await headOf(page);
  const canonical = `${stack.urls.portal}${canonicalPath}`;
  expect(head.titles).toBe(1);
  expect(head.canonical).toEqual([canonical]);
  expect(head.ogUrl).toEqual([canonical]);
  expect(head.ogTitle).toEqual([title]);
  expect(head.ogType).toHaveLength(1);
  expect(head.ogImage).toEqual([`${stack.urls.portal}/social-card.png`]);
  expect(head.twitterCard).toEqual(['summary_large_image']);
  expect(head.description).toHaveLength(1);
  expect(head.ogDescription).toEqual(head.description);
  expect(head.description[0]!.length).toBeGreaterThan(10);
  return head;
}

/** The trail kept in the `breadcrumbs` cookie, as labels. */
async function keptTrail(): Promise<string[]> {
  const cookies = await context.cookies(stack.urls.portal);
  const value = cookies.find((cookie) => cookie.name === 'breadcrumbs')?.value;
  if (!value) return [];
  return (JSON.parse(decodeURIComponent(value)) as { label: string }[]).map((step) => step.label);
}

const breadcrumbs = (target: Page) => target.getByRole('navigation', { name: 'Breadcrumbs' });

describe('page tags and breadcrumbs', () => {
  it('names each page once in the head as the person moves around', async () => {
    const myCreations = await expectTags('My creations · Figura', '/my-creations');
    const descriptions = new Set(myCreations.description);

    // In-app navigation replaces the tags; the tracking query is left out of the canonical.
    await page.getByRole('link', { name: 'Gallery', exact: true }).click();
    const gallery = await expectTags('Gallery · Figura', '/gallery');
    descriptions.add(gallery.description[0]!);

    await page.goto(`${stack.urls.portal}/pricing?utm_source=newsletter`);
    const pricing = await expectTags('Plans and pricing · Figura', '/pricing');
    descriptions.add(pricing.description[0]!);

    await page.goto(`${stack.urls.portal}/my-account/overview`);
    const account = await expectTags('My account · Figura', '/my-account/overview/');
    descriptions.add(account.description[0]!);
    expect(descriptions.size).toBe(4);
  });

  it('shows breadcrumbs, keeps the workspace trail, and the editor says where a creation lives', async () => {
    // The account page shows its trail but does not ask to keep it.
    await page.goto(`${stack.urls.portal}/my-account/overview/`);
    const accountTrail = breadcrumbs(page);
    await accountTrail.getByRole('link', { name: 'My creations' }).waitFor({ timeout: TIMEOUT });
    expect(await accountTrail.locator('[aria-current="page"]').textContent()).toBe('My account');
    expect(await keptTrail()).toEqual(['My creations']);

    // Team workspaces come with the team plan: the person buys it on the billing site.
    const cookies = await context.cookies(stack.urls.portal);
    const cookie = decodeURIComponent(cookies.find((c) => c.name === 'figura_auid')!.value);
    const token = cookie.split('|')[0]!;
    await buyPlan(stack.urls, token, 'L');
    await page.goto(`${stack.urls.portal}/workspace`);
    await page.getByLabel('Team name').fill('Tag lab');
    await page.getByRole('button', { name: 'Create the team' }).click();
    await page.getByRole('heading', { name: 'Tag lab workspace' }).waitFor({ timeout: TIMEOUT });
    const teamId = new URL(page.url()).pathname.split('/').pop()!;
    await expectTags('Team workspace · Figura', `/workspace/${teamId}`);
    // One step, kept for the editor; no trail on the page ("Workspace" led back to it).
    await expect.poll(keptTrail).toEqual(['Tag lab workspace']);
    expect(await breadcrumbs(page).count()).toBe(0);

    // The editor's trail says where the creation lives, not where the person came from: one
    // of their own opened from the workspace page is under My creations.
    const client = apiClient(stack.urls.api, token);
    const own = await client.createCreation({ name: 'My own poster' });
    await page.goto(`${stack.urls.portal}/editor/${own.id}`);
    await breadcrumbs(page)
      .getByRole('link', { name: 'My creations' })
      .waitFor({ timeout: TIMEOUT });
    expect(await breadcrumbs(page).getByRole('link').allTextContents()).toEqual(['My creations']);

    // One in the team's workspace is under it, after a reload too.
    const creation = await client.createCreation({ name: 'Tagged poster' });
    await client.moveToWorkspace(creation.id);
    await page.goto(`${stack.urls.portal}/editor/${creation.id}`);
    for (const round of ['opened', 'reloaded']) {
      const backTrail = breadcrumbs(page);
      const back = backTrail.getByRole('link', { name: 'Tag lab workspace' });
      await back.waitFor({ timeout: TIMEOUT });
      expect(await backTrail.getByRole('link').allTextContents(), round).toEqual([
        'Tag lab workspace',
      ]);
      expect(await back.getAttribute('href')).toBe(`/workspace/${teamId}`);
      if (round === 'opened') await page.reload();
    }
    const editorHead = await headOf(page);
    expect(editorHead.canonical).toEqual([`${stack.urls.portal}/editor/${creation.id}`]);
  });
});
