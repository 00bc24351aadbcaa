// Paying for a plan through the reference billing site, in real Chromium against the built
// product: a Trial user chooses Researcher on /pricing/, pays with the test card on the billing
// site, returns to /my-account/overview/ and sees Researcher; a declined card comes back to the
// pricing page with the "Having trouble paying?" form, whose answer is kept. Cancelling asks
// for a reason and a confirmation, and is taken back with "Resume my plan".
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { downloadedBytes } from './support/download';
import { uniqueEmail, useTestStack } from './support/stack';
import { registerThroughForm } from './support/signon';

const stack = useTestStack('billing', { newUserPlan: 'T' });
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
});

async function signUp(name: string) {
  await page.goto(`${stack.urls.portal}/pricing/`);
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
  await page.getByRole('link', { name: /create (an )?account|register|sign up/i }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await registerThroughForm(page, {
    email: uniqueEmail(name),
    name,
    password: 'correct horse 42',
  });
  await page.waitForURL((url) => url.pathname.startsWith('/pricing'));
  await page.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
}

/** Chooses a plan for a year on /pricing/ and lands on the billing site's page. */
async function chooseYearly(plan: string) {
  await page.getByRole('radio', { name: 'Year' }).check();
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await page.waitForURL((url) => url.href.startsWith(`${stack.urls.billing}/checkout`));
}

describe('a promotion on the pricing page', () => {
  it('shows its price inside its window only', async () => {
    const promoted = await stack.browser.newContext({ viewport: { width: 1300, height: 900 } });
    const at = await promoted.newPage();
    const saved = page;
    page = at;
    try {
      await signUp('Priya');
      // Inside Black November 2026 (30 % off), then a month before it (no promotion runs).
      await at.clock.setFixedTime(new Date('2026-11-15T12:00:00Z'));
      await at.reload();
      await at.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      const banner = at.getByRole('note').filter({ hasText: '% off every paid plan' });
      expect(await banner.textContent()).toBe(
        'Black November: 30 % off every paid plan until 03/12/2026.',
      );
      await at.getByRole('radio', { name: 'Year' }).check();
      const researcher = at.getByRole('listitem').filter({ hasText: 'Researcher' }).first();
      await researcher.getByText('92.40 EUR a year').waitFor();
      await researcher.getByText('instead of 132.00 EUR').waitFor();
      // What a year costs a month, after the offer.
      await researcher.getByText('7.70 EUR a month, billed once for the period').waitFor();
      await at.clock.setFixedTime(new Date('2026-10-15T12:00:00Z'));
      await at.reload();
      await at.getByRole('heading', { name: 'Plans and pricing' }).waitFor();
      await at.getByRole('radio', { name: 'Year' }).check();
      await researcher.getByText('132.00 EUR a year').waitFor();
      expect(await banner.count()).toBe(0);
      expect(await at.getByText('instead of').count()).toBe(0);
    } finally {
      page = saved;
      await promoted.close();
    }
  });
});

describe('paying for a plan on the billing site', () => {
  it('a Trial user upgrades to Researcher with the test card and sees it on the overview', async () => {
    await signUp('Payer');
    // The Trial plan ("Starter") is marked as the current one.
    const current = page.locator('.plan-card[aria-current="true"]');
    await expect.poll(() => current.getByRole('heading').textContent()).toBe('Starter');
    await chooseYearly('Researcher');
    await page.getByRole('heading', { name: /Figura Researcher, one year/ }).waitFor();
    // Only the chosen way to pay asks for its details: a card's, then a bank account's.
    expect(await page.getByLabel('IBAN (SEPA direct debit)').isVisible()).toBe(false);
    await page.getByLabel('Pay with').selectOption({ label: 'SEPA Direct Debit (Stripe)' });
    expect(await page.getByLabel('IBAN (SEPA direct debit)').isVisible()).toBe(true);
    expect(await page.getByLabel('Card number').isVisible()).toBe(false);
    await page.getByLabel('Pay with').selectOption({ label: 'Card (Stripe)' });
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    // Thanked once: the address forgets the payment, so a reload does not thank again.
    await page.getByRole('status').getByText('Thank you: your payment went through.').waitFor();
    await page.waitForURL(`${stack.urls.portal}/my-account/overview/`);
    await page.getByText('Your plan: Researcher').waitFor();
    await page.getByRole('table', { name: 'Invoices' }).getByText('Paid').waitFor();

    // The invoice's PDF, made by the billing site, says what was paid (a promotion may run).
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const paid = /\d+\.\d\d EUR/.exec((await invoices.textContent()) ?? '')?.[0];
    expect(paid).toBeDefined();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download the invoice of .+ \(PDF\)$/ }).click();
    const pdf = await downloadedBytes(await download);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    expect(text).toContain(paid);
    expect(text).toContain('Figura Researcher, one year');
  });

  it('cancels only when confirmed with a reason, says until when, and resumes the plan', async () => {
    // The Researcher of the test before, on the overview.
    await page.getByText(/^(Renews on|Paid until) /).waitFor();
    await page.getByRole('button', { name: 'Cancel my plan…' }).click();
    await page.getByText('Your plan stays active until').waitFor();
    await page.getByRole('button', { name: 'Keep my plan' }).click();
    await page.getByRole('button', { name: 'Cancel my plan…' }).click();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose why you are cancelling.' }).waitFor();
    await page.getByLabel('Why are you cancelling?').selectOption({ label: 'It is too expensive' });
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your plan is cancelled. It stays active until' })
      .waitFor();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByText(/^Paid; cancelled, ends /).waitFor();

    await page.getByRole('button', { name: 'Resume my plan' }).click();
    await page.getByRole('status').filter({ hasText: 'Your plan is active again.' }).waitFor();
    await invoices.getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel my plan…' }).waitFor();
    await page.getByText('Your plan: Researcher').waitFor();
  });

  it('a declined card returns to pricing with the problem form, and the answer is sent', async () => {
    await context.clearCookies();
    await signUp('Declined');
    await chooseYearly('Student');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.searchParams.get('checkout') === 'problem');
    await page.getByText('The payment did not go through').waitFor();
    await page.getByRole('heading', { name: 'Having trouble paying?' }).waitFor();
    await page.getByRole('radio', { name: 'My card was declined' }).check();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you: we read every answer.').waitFor();
    // Still on the Trial plan.
    const current = page.locator('.plan-card[aria-current="true"]');
    expect(await current.getByRole('heading').textContent()).toBe('Starter');
  });
});
