// Plans across the portal's pages and the billing site, as a Starter (Trial) meets them: at the
// four creations their plan keeps (made through the API), a fifth shows the upsell with a way to
// /pricing/ instead of an error, and the builder says so before any work; the editor's canvas
// carries the plan's mark; /workspace offers the team plan. Then they upgrade through the
// reference billing site, and the limit lifts. What each note and panel says at each edge is
// tested in jsdom (react-editor testing/plan-caps and plan-upsells, the portal's
// account/plan-prompts), the API's counts and refusals in apps/api/test/plan-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { apiClient } from './support/api';

const stack = useTestStack('plan-limits', { newUserPlan: 'T' });
let context: BrowserContext;
let page: Page;
/** The editor of one of the four creations. */
let anEditor = '';

/** The signed-in person's API token (the portal's session cookie). */
async function token(): Promise<string> {
  const cookies = await context.cookies(stack.urls.portal);
  const cookie = cookies.find((c) => c.name === 'figura_auid');
  if (!cookie) throw new Error('no token cookie');
  return decodeURIComponent(cookie.value).split('|')[0]!;
}

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  await signUpToMyCreations(page, stack.urls, { emailPrefix: 'starter', name: 'Stella Starter' });
  await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
  // The four creations a Starter keeps, each counted from its first save: a rectangle in the
  // middle of the slide (the bottom-right corner, where the plan's mark goes, stays white).
  const api = apiClient(stack.urls.api, await token());
  for (let made = 1; made <= 4; made += 1) {
    const creation = await api.createCreation({ type: 'slide', name: `Figure ${made}` });
    const slideId = creation.slides[0]!.id;
    const { revision, content } = await api.getContent(creation.id, slideId);
    const { width, height } = content as unknown as { width: number; height: number };
    await api.saveContent(creation.id, slideId, revision, {
      ...content,
      elements: [
        {
          type: 'rect',
          id: 'middle',
          left: width / 2 - 50,
          top: height / 2 - 25,
          width: 100,
          height: 50,
          fill: '#3366cc',
        },
      ],
    });
    anEditor = `${stack.urls.portal}/editor/${creation.id}`;
  }
});

afterAll(async () => {
  await context?.close();
});

async function newSlide(): Promise<void> {
  await page.getByRole('button', { name: 'New slide' }).click();
}

const WATERMARK_NOTE = 'Downloads on Starter carry a small “Made with Figura” mark';

/**
 * Ink (pixels not white) in the bottom-right strip of the editor's slide, where a restricted
 * plan's mark goes (the slides here are white there: any ink is the mark's).
 */
async function markInk(): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector(
      'canvas[data-testid="figura-canvas"]',
    ) as HTMLCanvasElement;
    const context = canvas.getContext('2d')!;
    const { width, height } = canvas;
    const data = context.getImageData(width * 0.6, height * 0.9, width * 0.4, height * 0.1).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 && data[i + 3]! > 0) ink += 1;
    return ink;
  });
}

/** Opens the editor's Download dialog; resolves with it once the plan has been asked. */
async function openDownload() {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Download' });
  await dialog.waitFor();
  return dialog;
}

describe('a Starter user at the creations cap', () => {
  it('sees the upsell, not an error, when making a fifth creation', async () => {
    // Told before anything is refused (from three quarters of the cap on: plan-prompts.test.tsx).
    await page.goto(`${stack.urls.portal}/my-creations`);
    const notice = page.getByRole('note').filter({ hasText: 'creations on Starter' });
    await notice.getByText(/You have 4 of 4 creations on Starter: delete one or upgrade/).waitFor();
    // The prompt comes before the call: no fifth creation is asked for.
    let asked = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/user-creations')) asked += 1;
    });
    await newSlide();
    const prompt = page.getByRole('alert').filter({ hasText: 'Your creations are full' });
    await prompt.waitFor();
    await expect(prompt.textContent()).resolves.toContain(
      'You have 4 of 4 creations on Starter: delete one (it can be restored from the Trash) or upgrade to make more.',
    );
    const upgrade = prompt.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=S');
    expect(page.url()).toBe(`${stack.urls.portal}/my-creations`);
    await expect(page.locator('.alert.error').count()).resolves.toBe(0);
    expect(asked).toBe(0);

    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
  });

  it('meets the prompt when opening the builder at the cap, before any work', async () => {
    await page.goto(`${stack.urls.portal}/builder`);
    const prompt = page.getByRole('alert').filter({ hasText: 'Your creations are full' });
    await prompt.waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0); // no builder steps to fill in
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
  });

  it('sees the plan’s mark on the canvas, and is told before downloading that the files carry it', async () => {
    await page.goto(anEditor);
    // On the canvas first, where every file of the plan will carry it.
    await expect.poll(markInk, { timeout: 15_000 }).toBeGreaterThan(20);
    const dialog = await openDownload();
    const note = dialog.getByRole('note').filter({ hasText: WATERMARK_NOTE });
    await note.getByText('Downloads without the watermark').waitFor();
    const upgrade = note.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=S');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('is offered the team plan at /workspace before trying to start a team', async () => {
    await page.goto(`${stack.urls.portal}/workspace`);
    const prompt = page.getByRole('alert').filter({ hasText: 'Team workspaces' });
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain(
      'Team workspaces come with the Teams and Institutions plan; you are on Starter.',
    );
    expect(await page.getByLabel('Team name').count()).toBe(0);
    const upgrade = prompt.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=L&for=teams');
    // The plans page says what the suggested plan adds: a team, not a higher limit.
    await upgrade.click();
    const teamsCard = page.getByRole('listitem').filter({ hasText: 'Teams and Institutions' });
    await teamsCard.getByText('Adds team workspaces').waitFor();
  });

  it('upgrades through the billing site from the prompt, and the limit lifts', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await newSlide();
    const prompt = page.getByRole('alert').filter({ hasText: 'Your creations are full' });
    await prompt.getByRole('link', { name: 'See plans and upgrade' }).click();
    await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
    // The plan that lifts the cap is marked, its Choose one key press from checkout.
    const student = page.getByRole('listitem').filter({ hasText: 'Lifts your limit' });
    await student.getByRole('heading', { name: 'Student' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Choose Student');
    await page.getByRole('radio', { name: 'Year' }).check();
    await page.getByRole('button', { name: 'Choose Researcher' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.billing}/checkout`));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/my-account/overview/');
    await page.getByText('Your plan: Researcher').waitFor();

    // A fifth creation now opens in the editor.
    await page.goto(`${stack.urls.portal}/my-creations`);
    await newSlide();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    // A Researcher's downloads carry no watermark (the dialog's silence on it: plan-upsells).
    await openDownload();
    expect(await markInk()).toBe(0);

    // /workspace speaks of the plan as stored now, not the one the session began with.
    await page.goto(`${stack.urls.portal}/workspace`);
    await page.getByRole('alert').filter({ hasText: 'you are on Researcher.' }).waitFor();
  });
});
