// Plans in the portal: a Starter (Trial) user makes the four creations their plan keeps; the
// fifth shows the upsell with a way to /pricing/ instead of an error, and My account shows the
// plan with its usage against the cap. Then they upgrade through the reference billing site,
// and the limit lifts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm, signUpToMyCreations } from './support/signon';
import { drawWithTool, editorDocument, waitForEditor, waitForSaved } from './support/editor';

const stack = useTestStack('plan-limits', { newUserPlan: 'T' });
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await context.newPage();
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await registerThroughForm(page, {
    email: uniqueEmail('starter'),
    name: 'Stella Starter',
    password: 'correct horse 42',
  });
  await page.waitForURL(`${stack.urls.portal}/my-creations`);
  await page.getByRole('heading', { name: 'Your first figure, four ways in' }).waitFor();
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
 * plan's mark goes (the slides here are empty and white: any ink is the mark's).
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

let anEditor = '';

describe('a Starter user at the creations cap', () => {
  it('sees the upsell, not an error, when making a fifth creation', async () => {
    const notice = page.getByRole('note').filter({ hasText: 'creations on Starter' });
    for (let made = 0; made < 4; made += 1) {
      await newSlide();
      await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
      anEditor = page.url();
      // A creation counts from its first save (a blank canvas opened to look around does not).
      await drawWithTool(page, 'Rectangle');
      await waitForSaved(page);
      await page.goto(`${stack.urls.portal}/my-creations`);
      await page.getByRole('button', { name: 'New slide' }).waitFor();
      // Told from three quarters of the cap on, before anything is refused.
      if (made === 1) expect(await notice.count()).toBe(0);
      if (made === 2) await notice.getByText('You have 3 of 4 creations on Starter.').waitFor();
    }
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
      'You have 4 of 4 creations on Starter — upgrade to make more.',
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

  it('shows the plan and its usage in My account', async () => {
    await page.getByRole('link', { name: 'Stella Starter' }).click();
    await page.waitForURL(`${stack.urls.portal}/my-account/overview/`);
    await page.getByRole('heading', { name: 'Plan', exact: true }).waitFor();
    await page.getByText('Starter (individual)').waitFor();
    const usage = page.getByRole('list', { name: 'Usage against your plan’s limits' });
    await usage.getByText('4 of 4 creations').waitFor();
    await page.getByText('Your downloads carry a small “Made with Figura” mark.').waitFor();
  });

  it('is told before downloading that the files carry the plan’s watermark', async () => {
    await page.goto(anEditor);
    // On the canvas first, where every file of the plan will carry it.
    await expect.poll(markInk, { timeout: 15_000 }).toBeGreaterThan(20);
    const dialog = await openDownload();
    const note = dialog.getByRole('note').filter({ hasText: WATERMARK_NOTE });
    await note.getByText('Downloads without the watermark').waitFor();
    const upgrade = note.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=R');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('is told that text to image comes with a paid plan, in place of the prompt', async () => {
    await page.goto(anEditor);
    const shapes = page.getByRole('button', { name: 'Shapes', exact: true });
    if ((await shapes.getAttribute('aria-expanded')) !== 'true') await shapes.click();
    await page.getByRole('button', { name: 'Generated image', exact: true }).click();
    const form = page.getByRole('region', { name: 'Generate an image' });
    const upsell = form.getByRole('note').filter({ hasText: 'Text to image' });
    await upsell.getByText('Turning text into images comes with a paid plan').waitFor();
    const upgrade = upsell.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=S');
    expect(await form.getByRole('textbox').count()).toBe(0);
    expect(await form.getByRole('button', { name: 'Generate' }).count()).toBe(0);
  });

  it('sees in the slides panel how many slides a creation may hold, and the upsell at five', async () => {
    await page.goto(anEditor);
    const addSlide = page.getByRole('button', { name: 'Add slide', exact: true });
    await page.getByText('1 of 5 slides in this creation').waitFor();
    for (let slide = 2; slide <= 5; slide += 1) {
      await addSlide.click();
      await page.getByRole('option', { name: `Slide ${slide}`, exact: true }).waitFor();
    }
    // Said before the sixth is asked for: the actions that would add one are off.
    const upsell = page.getByRole('note').filter({ hasText: 'More slides on a paid plan' });
    await upsell.getByText('Slides are limited on Starter — upgrade to add more.').waitFor();
    const upgrade = upsell.getByRole('link', { name: 'See plans and upgrade' });
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=S');
    expect(await addSlide.isDisabled()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Duplicate slide', exact: true }).isDisabled(),
    ).toBe(true);
  });

  it('is told in the illustrations panel what the plan allows, and at 20 meets the upsell, not a 21st', async () => {
    // Counted over the creation's five slides, the open one as it is edited.
    await page.getByRole('button', { name: 'Illustrations', exact: true }).click();
    await page.getByText('0 of 20 illustrations in this creation').waitFor();
    const illustrations = async () =>
      (await editorDocument(page)).elements.filter((element) => element.type === 'illustration')
        .length;
    const first = page.locator('.figura-library-cell').first();
    // By keyboard: the placed item's properties open over part of the results.
    for (let placed = 1; placed <= 20; placed += 1) {
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(illustrations).toBe(placed);
    }
    const upsell = page.getByRole('note').filter({ hasText: 'More illustrations on a paid plan' });
    await upsell.waitFor();
    expect(await upsell.getByRole('link', { name: 'See plans and upgrade' }).count()).toBe(1);
    expect(await first.getAttribute('draggable')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await illustrations()).toBe(20);
    await waitForSaved(page);
    // Another slide of the same creation is at the cap too: the twenty are counted there.
    await page.getByRole('option', { name: 'Slide 1', exact: true }).click();
    await expect.poll(illustrations).toBe(0);
    await upsell.waitFor();
    await first.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    expect(await illustrations()).toBe(0);
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
    await expect.poll(() => upgrade.getAttribute('href')).toBe('/pricing/?plan=L');
  });

  it('upgrades through the billing site from the prompt, and the limit lifts', async () => {
    await page.goto(`${stack.urls.portal}/my-creations`);
    await newSlide();
    const prompt = page.getByRole('alert').filter({ hasText: 'Your creations are full' });
    await prompt.getByRole('link', { name: 'See plans and upgrade' }).click();
    await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
    await page.getByRole('radio', { name: 'Year' }).check();
    await page.getByRole('button', { name: 'Choose Researcher' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.billing}/checkout`));
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${stack.urls.portal}/my-account/overview/`);
    await page.getByText('Your plan: Researcher').waitFor();

    // A fifth creation now opens in the editor.
    await page.goto(`${stack.urls.portal}/my-creations`);
    await newSlide();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    // A Researcher's downloads carry no watermark, and the dialog says nothing of one.
    const dialog = await openDownload();
    expect(await markInk()).toBe(0);
    await dialog.getByRole('button', { name: 'Download', exact: true }).waitFor();
    await page.waitForTimeout(1000);
    await expect(dialog.getByText(WATERMARK_NOTE).count()).resolves.toBe(0);

    // /workspace speaks of the plan as stored now, not the one the session began with.
    await page.goto(`${stack.urls.portal}/workspace`);
    await page.getByRole('alert').filter({ hasText: 'you are on Researcher.' }).waitFor();
  });

  it('tells a Student the high-resolution downloads left, and at the cap offers the upsell before the third', async () => {
    const student = await stack.browser.newContext({ viewport: { width: 1400, height: 900 } });
    const tab = await student.newPage();
    await signUpToMyCreations(tab, stack.urls, { emailPrefix: 'student', name: 'Sam Student' });
    await tab.goto(`${stack.urls.portal}/pricing/`);
    await tab.getByRole('radio', { name: 'Year' }).check();
    await tab.getByRole('button', { name: 'Choose Student' }).click();
    await tab.waitForURL((url) => url.href.startsWith(`${stack.urls.billing}/checkout`));
    await tab.getByLabel('Card number').fill('4242 4242 4242 4242');
    await tab.getByRole('button', { name: /^Pay / }).click();
    await tab.getByText('Your plan: Student').waitFor();
    await tab.goto(`${stack.urls.portal}/my-creations`);
    await tab.getByRole('button', { name: 'New slide' }).click();
    await tab.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await waitForEditor(tab, 'body');
    const open = async () => {
      await tab.getByRole('button', { name: 'Download', exact: true }).click();
      const dialog = tab.getByRole('dialog', { name: 'Download' });
      // A PDF is vector: a high-resolution download whatever its size.
      await dialog.getByLabel('Format').selectOption('pdf');
      return dialog;
    };
    for (const used of [0, 1]) {
      const dialog = await open();
      await dialog.getByText(`${used} of 2 high-resolution downloads used this month.`).waitFor();
      await Promise.all([
        tab.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    }
    const dialog = await open();
    const upsell = dialog.getByRole('note').filter({ hasText: 'High-resolution downloads' });
    await upsell.getByText('You have used 2 of 2 high-resolution downloads this month').waitFor();
    expect(await upsell.getByRole('link', { name: 'See plans and upgrade' }).count()).toBe(1);
    const submit = dialog.getByRole('button', { name: 'Download', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    // A small picture is not counted: it still downloads.
    await dialog.getByLabel('Format').selectOption('png');
    await dialog.getByText('is not counted: it downloads').waitFor();
    expect(await submit.isDisabled()).toBe(false);
    await student.close();
  });
});
