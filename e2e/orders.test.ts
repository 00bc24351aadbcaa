// Spec §1 "Custom work can be ordered": a signed-in user orders two express graphical abstracts
// with two spec lines from /order-custom-work, sees the confirmation with the total the server
// set, and finds the order in "Your orders" after a reload.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughForm } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('orders');
let context: BrowserContext;
let page: Page;
const email = uniqueEmail('orders');

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1200, height: 900 } });
  page = await context.newPage();
  await page.goto(`${stack.urls.portal}/my-creations`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await registerThroughForm(page, { email, name: 'Orla Order', password: 'correct horse 42' });
  await page.waitForURL(`${stack.urls.portal}/my-creations`);
});

afterAll(async () => {
  await context?.close();
});

describe('ordering custom work', () => {
  it('orders 2 express abstracts with two spec lines, and finds the order after a reload', async () => {
    // From My creations, the way a person finds it.
    await page
      .getByRole('link', { name: /order custom work/i })
      .first()
      .click();
    await page.waitForURL(`${stack.urls.portal}/order-custom-work`);
    await expect
      .poll(() => page.getByText('You have not ordered custom work yet.').count())
      .toBe(1);

    const what = page.getByLabel('What should we make?');
    expect(await what.inputValue()).toBe('graphical_abstract');
    await page.getByLabel('How many').fill('2');
    await page.getByLabel('Express delivery (no extra cost)').check();
    // Nothing said of what to draw: no order yet, and the form says why.
    const place = page.getByRole('button', { name: 'Place the order' });
    expect(await place.isDisabled()).toBe(true);
    await page.getByText('Add at least one thing it should show').waitFor();
    // The first line added with the button, the second with Enter (keyboard only).
    await page.getByLabel('Something it should show').fill('Mitochondria in the centre');
    await page.getByRole('button', { name: 'Add line' }).click();
    await page.getByLabel('Something it should show').fill('Blue and orange palette');
    await page.getByLabel('Something it should show').press('Enter');
    const lines = page.locator('.order-specs li > span');
    expect(await lines.allTextContents()).toEqual([
      'Mitochondria in the centre',
      'Blue and orange palette',
    ]);
    expect(await page.locator('#order-total').textContent()).toBe('Total: 400 EUR');

    await page.getByRole('button', { name: 'Place the order' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'we have your order' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toBe(
      `Thank you: we have your order for 2 × Graphical abstract, express (total 400 EUR) and will write to ${email}.`,
    );
    // The form is ready for the next order.
    expect(await page.getByLabel('How many').inputValue()).toBe('1');
    expect(await lines.count()).toBe(0);

    await page.reload();
    const order = page
      .getByRole('listitem')
      .filter({ has: page.getByText('2 × Graphical abstract, express', { exact: true }) });
    await order.waitFor();
    expect(await order.getByText('Total: 400 EUR').count()).toBe(1);
    expect(await order.getByRole('list').locator('li').allTextContents()).toEqual([
      'Mitochondria in the centre',
      'Blue and orange palette',
    ]);
    expect(await page.getByText('You have not ordered custom work yet.').count()).toBe(0);
  });
});
