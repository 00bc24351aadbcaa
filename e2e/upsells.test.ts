// Each plan's upsell where the work is, before it fails, with what is used of what is allowed and
// the way to the plans page: a Starter's uploads full, background removals and generated images
// used up, and the trial. The plan's reply is rewritten here to put the person at each edge (the
// API's own edges are API tests: plan-limits, generations, files); what is checked is what the
// person sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { useTestStack } from './support/stack';
import { signUpToMyCreations } from './support/signon';
import { editorDocument, waitForEditor } from './support/editor';

const stack = useTestStack('plan-limits', { newUserPlan: 'T' });
let context: BrowserContext;
let page: Page;
let editorUrl = '';
/** What the next replies of GET /profiles/plan are changed by (none: as the API says). */
let planChange: ((plan: Record<string, any>) => void) | null = null;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.route(`${stack.urls.api}/profiles/plan`, async (route) => {
    const response = await route.fetch();
    const plan = await response.json();
    planChange?.(plan);
    await route.fulfill({ response, json: plan });
  });
  page = await context.newPage();
  await signUpToMyCreations(page, stack.urls, { emailPrefix: 'upsells', name: 'Una Upsell' });
  await page.getByRole('button', { name: 'New slide' }).click();
  await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
  editorUrl = page.url();
  await waitForEditor(page, 'body');
});

afterAll(async () => {
  await context?.close();
});

async function openEditor(change: (plan: Record<string, any>) => void) {
  planChange = change;
  await page.goto(editorUrl);
  await waitForEditor(page, 'body');
}

async function shapesPanel() {
  const shapes = page.getByRole('button', { name: 'Shapes', exact: true });
  if ((await shapes.getAttribute('aria-expanded')) !== 'true') await shapes.click();
  return shapes;
}

function photo(): Buffer {
  const png = new PNG({ width: 60, height: 40 });
  for (let at = 0; at < 60 * 40; at++) png.data.set([240, 240, 236, 255], at * 4);
  return PNG.sync.write(png);
}

/** The note's Upgrade leads to the plans page, naming the plan that lifts the limit. */
async function expectUpgradeLink(note: ReturnType<Page['getByRole']>, plan: 'S' | 'R') {
  const upgrade = note.getByRole('link', { name: 'See plans and upgrade' });
  // The plan it names is worked out a moment after the note shows (its code loads then).
  await expect.poll(() => upgrade.getAttribute('href')).toBe(`/pricing/?plan=${plan}`);
}

describe('the upsells where the work is', () => {
  it('refuses a picture that would not fit the uploads, in the plan’s words, before placing it', async () => {
    await openEditor((plan) => {
      plan.storage = { used: plan.storage.quota - 100, quota: plan.storage.quota };
    });
    await shapesPanel();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'cells.png', mimeType: 'image/png', buffer: photo() });
    const alert = page.getByRole('alert').filter({ hasText: '“cells.png”' });
    await alert.getByText('your Starter plan keeps 100 MB of uploaded pictures').waitFor();
    await expectUpgradeLink(alert, 'S');
    expect((await editorDocument(page)).elements).toHaveLength(0);
  });

  it('says the background removals are used up before the button is pressed', async () => {
    await openEditor((plan) => {
      plan.limits.backgroundRemovals = { cap: 5, used: 5 };
    });
    const shapes = await shapesPanel();
    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'sheet.png', mimeType: 'image/png', buffer: photo() });
    await expect.poll(async () => (await editorDocument(page)).elements.length).toBeGreaterThan(0);
    await shapes.click();
    const fields = page.getByRole('group', { name: 'Remove background' });
    const note = fields.getByRole('note').filter({ hasText: 'Background removal' });
    await note
      .getByText('You have used 5 of 5 background removals this month on Starter')
      .waitFor();
    await expectUpgradeLink(note, 'S');
    expect(await fields.getByRole('button', { name: 'Remove background' }).isDisabled()).toBe(true);
  });

  it('says the generated images are used up, apart from text to image', async () => {
    await openEditor((plan) => {
      plan.plan = 'S';
      plan.limits.imageGenerations = { cap: 10, used: 10 };
    });
    await shapesPanel();
    await page.getByRole('button', { name: 'Generated image', exact: true }).click();
    const form = page.getByRole('region', { name: 'Generate an image' });
    const note = form.getByRole('note').filter({ hasText: 'Generated images' });
    await note.getByText('You have used 10 of 10 generated images this month on Student').waitFor();
    await form.getByRole('textbox').fill('A neuron');
    expect(await form.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await expectUpgradeLink(note, 'R');
    // It leads to the Researcher, marked, its Choose one key press from checkout.
    await note.getByRole('link', { name: 'See plans and upgrade' }).click();
    const researcher = page.getByRole('listitem').filter({ hasText: 'Lifts your limit' });
    await researcher.getByRole('heading', { name: 'Researcher' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Choose Researcher');
  });

  it('tells someone under the trial rule what the trial is, on My creations', async () => {
    planChange = (plan) => {
      plan.trialRule = true;
    };
    await page.goto(`${stack.urls.portal}/my-creations`);
    const note = page.getByRole('note').filter({ hasText: 'You are trying Figura on Starter' });
    await note.waitFor();
    await note.getByRole('link', { name: 'See plans' }).click();
    await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
    expect(new URL(page.url()).search).toBe('?plan=S');
  });
});
