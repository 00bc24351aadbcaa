// Spec §4: a signed-in user idle for 2 hours is logged out and sent to /auth/login-register
// (the clock advanced with Playwright's page.clock); activity before then keeps them in.
// A new user is first asked to complete their profile and is then sent back where they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';
import { withPortalSwitches } from './support/portal-config';

const stack = useTestStack('session-inactivity');
let context: BrowserContext;
let page: Page;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 800 } });
  await withPortalSwitches(context, stack.urls.portal, { askCompleteProfile: true });
  page = await context.newPage();
  // The fake clock before the first page, so the portal's timers run on it.
  await page.clock.install();
});

afterAll(async () => {
  await context?.close();
});

describe('a signed-in user', () => {
  it('is asked to complete their profile after signing up, then returned to /my-creations', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await registerThroughForm(page, {
      email: uniqueEmail('idle'),
      name: 'Idle Ida',
      password: 'correct horse 42',
    });
    await page.waitForURL((url) => url.pathname === '/auth/complete-profile');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-creations');
    // Chosen from the list by its name (no more two-letter codes to type).
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
    expect(await page.evaluate(() => window.localStorage.getItem('mtg_user'))).not.toBeNull();
  });

  it('stays signed in while active, and is sent to /auth/login-register after 2 idle hours', async () => {
    await page.clock.runFor(HOUR + 50 * 60 * 1000);
    await page.mouse.move(200, 200);
    await page.mouse.move(240, 260);
    // 1 h 50 min after the mouse moved: still signed in.
    await page.clock.runFor(HOUR + 50 * 60 * 1000);
    expect(new URL(page.url()).pathname).toBe('/my-creations');

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.clock.runFor(20 * 60 * 1000);
    await page.waitForURL(`${stack.urls.portal}/auth/login-register`);
    expect(visited[0]).toBe(`${stack.urls.portal}/auth/login-register`);
    // The stack has an institution's identity provider, so the page offers the choice; the
    // Figura account goes on to the sign-on site's login.
    await page.getByRole('link', { name: 'Sign in or register with your Figura account' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  });
});
