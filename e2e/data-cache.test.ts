// The portal's persisted data cache (spec §9): My creations shows what was cached at once after a
// reload, even while the API's list is held back, with its busy state on; and after one person
// logs out and another signs in on the same browser, nothing of the first person's list shows;
// the gallery's searches come back from it too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerAndGetToken } from './support/signon';
import { apiClient } from './support/api';

const stack = useTestStack('data-cache');
const CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';
// Generous: the machine running the tests may be busy.
const TIMEOUT = 30000;
const alice = {
  email: uniqueEmail('cache-alice'),
  name: 'Alice Cache',
  password: 'correct horse 42',
};
const bob = { email: uniqueEmail('cache-bob'), name: 'Bob Cache', password: 'correct horse 43' };
const ALICE_FIGURE = 'Alice private kinase figure';
const BOB_FIGURE = 'Bob membrane poster';
let context: BrowserContext;
let page: Page;

/** Holds the portal's creations list requests until `release()` (the API "is slow"). */
async function holdCreationLists(target: Page) {
  const held: Route[] = [];
  let holding = true;
  const matcher = (url: URL) =>
    url.href.startsWith(stack.urls.api) && url.pathname === '/user-creations';
  await target.route(matcher, async (route) => {
    if (holding && route.request().method() === 'GET') held.push(route);
    else await route.continue();
  });
  return {
    seen: () => held.length,
    async release() {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
      await target.unroute(matcher);
    },
  };
}

async function signIn(user: { email: string; password: string }) {
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
}

/** The persisted cache in the portal's storage, as text ('' when there is none). */
async function persistedCache(): Promise<string> {
  const state = await context.storageState();
  const origin = state.origins.find((entry) => entry.origin === new URL(stack.urls.portal).origin);
  return origin?.localStorage.find((item) => item.name === CACHE_KEY)?.value ?? '';
}

const list = () => page.getByRole('list', { name: 'Creations' });

beforeAll(async () => {
  for (const [user, name] of [
    [alice, ALICE_FIGURE],
    [bob, BOB_FIGURE],
  ] as const) {
    const token = await registerAndGetToken(stack.urls.signOn, user);
    await apiClient(stack.urls.api, token).createCreation({ type: 'slide', name });
  }
  context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

describe('the persisted data cache', () => {
  it('lists my creations, and keeps the list in the persisted cache', async () => {
    await signIn(alice);
    await list()
      .getByRole('link', { name: new RegExp(ALICE_FIGURE) })
      .waitFor({ timeout: TIMEOUT });
    // Written within the 1 s throttle (waited for with a wide margin).
    await expect.poll(persistedCache, { timeout: TIMEOUT }).toContain(ALICE_FIGURE);
  });

  it('shows the persisted list at once after a reload while the API’s list is held back', async () => {
    const hold = await holdCreationLists(page);
    try {
      await page.reload();
      await list()
        .getByRole('link', { name: new RegExp(ALICE_FIGURE) })
        .waitFor({ timeout: TIMEOUT });
      // Nothing came from the API: the list is the cached one, read again behind it.
      await expect.poll(hold.seen, { timeout: TIMEOUT }).toBeGreaterThan(0);
      const section = page.getByRole('region', { name: 'My creations' });
      expect(await section.getAttribute('aria-busy')).toBe('true');
      await page.getByRole('status').filter({ hasText: 'Updating your creations' }).waitFor();
    } finally {
      await hold.release();
    }
    // The fresh answer arrives: the busy state ends and the list stays.
    await expect
      .poll(() => page.getByRole('region', { name: 'My creations' }).getAttribute('aria-busy'), {
        timeout: TIMEOUT,
      })
      .toBe('false');
    expect(
      await list()
        .getByRole('link', { name: new RegExp(ALICE_FIGURE) })
        .count(),
    ).toBe(1);
  });

  it('after logout and another person’s sign-in, never shows the first person’s creations', async () => {
    await page.getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`), {
      timeout: TIMEOUT,
    });
    // The persisted copy went with the session.
    expect(await persistedCache()).not.toContain(ALICE_FIGURE);

    // Bob signs in on the same browser; while his list is held back nothing of Alice's shows.
    const hold = await holdCreationLists(page);
    try {
      await signIn(bob);
      await expect.poll(hold.seen, { timeout: TIMEOUT }).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'My creations' }).waitFor();
      expect(await page.getByText(ALICE_FIGURE).count()).toBe(0);
    } finally {
      await hold.release();
    }
    await list()
      .getByRole('link', { name: new RegExp(BOB_FIGURE) })
      .waitFor({ timeout: TIMEOUT });
    expect(await page.getByText(ALICE_FIGURE).count()).toBe(0);
    await expect.poll(persistedCache, { timeout: TIMEOUT }).toContain(BOB_FIGURE);
    expect(await persistedCache()).not.toContain(ALICE_FIGURE);
  });

  it('shows an earlier gallery search at once when the person goes back to it', async () => {
    await page.goto(`${stack.urls.portal}/gallery`);
    const search = page.getByLabel('Search illustrations');
    const firstTitle = page.locator('.gallery-card-title').first();
    await search.fill('neuron');
    await expect.poll(() => firstTitle.textContent(), { timeout: TIMEOUT }).toMatch(/neuron/i);
    const neuronTitles = await page.locator('.gallery-card-title').allTextContents();
    await search.fill('mitochondria');
    await expect.poll(() => firstTitle.textContent(), { timeout: TIMEOUT }).toMatch(/mitochondri/i);

    // Back to "neuron" while the API holds every library search: the cached page shows.
    const held: Route[] = [];
    const matcher = (url: URL) =>
      url.href.startsWith(stack.urls.api) && url.pathname === '/library/items';
    await page.route(matcher, (route) => void held.push(route));
    try {
      await search.fill('neuron');
      await expect
        .poll(() => page.locator('.gallery-card-title').allTextContents(), { timeout: TIMEOUT })
        .toEqual(neuronTitles);
    } finally {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(matcher);
    }
  });
});
