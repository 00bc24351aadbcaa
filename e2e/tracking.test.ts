// Spec §5: utm parameters and a coupon in the address are kept, cleaned (control characters
// out, HTML specials escaped, trimmed), in local storage; a later visit without them still has
// them, one in the address replaces the stored one, and the coupon reaches the billing site's
// checkout link, with the page that brought them (spec §9 sources).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';

const stack = useTestStack('tracking', { newUserPlan: 'T' });
let context: BrowserContext;
let page: Page;

const TRACKING_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'coupon',
  'source',
];

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

const stored = () =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    TRACKING_KEYS,
  );

/** Chooses Researcher for a year on /pricing/ and returns the billing site's address. */
async function checkoutAddress(): Promise<URL> {
  await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
  await page.getByRole('radio', { name: 'Year' }).check();
  await page.getByRole('button', { name: 'Choose Researcher' }).click();
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.billing}/checkout`));
  return new URL(page.url());
}

describe('tracking parameters', () => {
  it('are stored cleaned, kept for a later visit, and the coupon and source go to checkout', async () => {
    const query = new URLSearchParams({
      utm_source: '  newsletter\u0007 ',
      utm_medium: '<b>email</b>',
      utm_campaign: 'spring "sale"',
      utm_term: "cells' \\ stains",
      coupon: ' SAVE&10\n',
      source: 'poster_maker',
      other: 'not kept',
    });
    await page.goto(`${stack.urls.portal}/pricing/?${query}`);
    // Taken before the sign-on site is visited: a new visitor signs up from there.
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await registerThroughForm(page, {
      email: uniqueEmail('campaign'),
      name: 'Campaign Carla',
      password: 'correct horse 42',
    });
    await page.waitForURL((url) => url.pathname.startsWith('/pricing'));
    const expected = {
      utm_source: 'newsletter',
      utm_medium: '&lt;b&gt;email&lt;/b&gt;',
      utm_campaign: 'spring &quot;sale&quot;',
      utm_term: 'cells&#39; &#92; stains',
      utm_content: null,
      coupon: 'SAVE&amp;10',
      source: 'poster_maker',
    };
    expect(await stored()).toEqual(expected);
    expect(await page.evaluate(() => window.localStorage.getItem('other'))).toBeNull();

    // A later visit with no parameters: still there (not escaped twice), and the coupon is
    // on the billing site's checkout link.
    await page.goto(`${stack.urls.portal}/pricing/`);
    const checkout = await checkoutAddress();
    expect(checkout.searchParams.get('coupon')).toBe('SAVE&amp;10');
    expect(checkout.searchParams.get('source')).toBe('poster_maker');
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.getByRole('heading', { name: 'My creations' }).waitFor();
    expect(await stored()).toEqual(expected);
  });

  it('a parameter in the address replaces the stored one and leaves the others', async () => {
    await page.goto(`${stack.urls.portal}/pricing/?coupon=AUTUMN`);
    const checkout = await checkoutAddress();
    expect(checkout.searchParams.get('coupon')).toBe('AUTUMN');
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.getByRole('heading', { name: 'My creations' }).waitFor();
    const now = await stored();
    expect(now.coupon).toBe('AUTUMN');
    expect(now.utm_source).toBe('newsletter');
  });
});
