// Spec §1, §2: the support chat (its stand-in, a Help panel) starts 5.5 s after the user is
// known, opens after 100 ms with #help, and never loads on admin paths. The page's clock is
// Playwright's, installed and paused before the page loads, so the delays are exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';
import { withPortalSwitches } from './support/portal-config';

const stack = useTestStack('support-chat');
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const context = await stack.browser.newContext({ viewport: { width: 1200, height: 800 } });
  await withPortalSwitches(context, stack.urls.portal, { supportChat: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await registerThroughForm(page, {
    email: uniqueEmail('chat'),
    name: 'Chatty Cathy',
    password: 'correct horse 42',
  });
  await page.waitForURL(`${stack.urls.portal}/my-creations`);
  signedIn = await context.storageState();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/**
 * A signed-in page on `path`, its clock paused from before the first script: time moves only
 * when the test runs it. Resolves when `ready` (a sign the user is known) is shown.
 */
async function openPaused(path: string, ready: (page: Page) => Promise<void>): Promise<Page> {
  const context = await stack.browser.newContext({
    viewport: { width: 1200, height: 800 },
    storageState: signedIn,
  });
  await withPortalSwitches(context, stack.urls.portal, { supportChat: true });
  contexts.push(context);
  const page = await context.newPage();
  const start = new Date('2026-03-02T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(`${stack.urls.portal}${path}`);
  await ready(page);
  return page;
}

const myCreations = (page: Page) => page.getByRole('heading', { name: 'My creations' }).waitFor();
const helpButton = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Support chat' })
    .getByRole('button', { name: 'Help', exact: true });

describe('the support chat', () => {
  it('is not there 5 s after the user is known, and is there after 5.5 s', async () => {
    const page = await openPaused('/my-creations', myCreations);
    await page.clock.runFor(5000);
    // Real time for React to show it, were it started.
    await page.waitForTimeout(500);
    expect(await helpButton(page).count()).toBe(0);
    await page.clock.runFor(600);
    await helpButton(page).waitFor();
    // Collapsed until asked; the button opens the stand-in's panel.
    expect(await helpButton(page).getAttribute('aria-expanded')).toBe('false');
    await helpButton(page).click();
    await page.getByRole('heading', { name: 'Help' }).waitFor();
    await page.getByText(/stand-in/).waitFor();
  });

  it('opens at once with #help in the address', async () => {
    const page = await openPaused('/my-creations#help', myCreations);
    await page.clock.runFor(150);
    await page.getByRole('heading', { name: 'Help' }).waitFor();
    expect(await helpButton(page).getAttribute('aria-expanded')).toBe('true');
    // The close button has the focus, so a keyboard user can dismiss it.
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Help' }).waitFor({ state: 'detached' });
  });

  it('is never loaded on an admin path, not even with #help', async () => {
    const page = await openPaused('/admin/teams#help', (opened) =>
      opened.getByRole('banner').waitFor(),
    );
    await page.clock.runFor(60_000);
    // Real time for React to show it, were it started.
    await page.waitForTimeout(500);
    expect(await page.getByRole('complementary', { name: 'Support chat' }).count()).toBe(0);
    // Leaving the admin area (a link, no reload) starts it with the usual delay.
    await page.getByRole('banner').getByRole('link', { name: 'My creations' }).click();
    await myCreations(page);
    await page.clock.runFor(5600);
    await helpButton(page).waitFor();
  });
});
