// A person's account. Forgot password, as a person meets it: from the portal to the sign-in page,
// "Forgot password?", the mailed link (read from the email stand-in's outbox), a new password,
// signed in with it and back in the portal; the same link refused a second time. My account's
// profile: the country chosen by its name, stored as its ISO code. A new person's My creations
// offers four ways in (one a sample to open) and templates by kind; the editor's first open shows
// three tips, once.
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { withPortalSwitches } from './support/portal-config';
import { registerAndGetToken, registerThroughForm, signUpToMyCreations } from './support/signon';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('account');
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** The link of the newest password-reset mail to `email` in the API's outbox. */
async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const reply = await fetch(`${stack.urls.api}/dev/email-outbox?to=${email}`);
        const mails = ((await reply.json()) as { data: { subject: string; link: string }[] }).data;
        link =
          mails.find((mail) => mail.subject === 'Choose a new password for Figura')?.link ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}

describe('a person who forgot their password', () => {
  it('gets a link by email, chooses a new password, signs in with it; the link works once', async () => {
    const email = uniqueEmail('forgetful');
    await registerAndGetToken(stack.urls.signOn, {
      email,
      name: 'Forgetful Fran',
      password: 'the password I forgot',
    });
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(context);
    const page = await context.newPage();

    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.signOn}/login`));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `If ${email} has a Figura account, a link` })
      .waitFor();

    const link = await mailedLink(email);
    expect(link.startsWith(`${stack.urls.signOn}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password').fill('my new passphrase');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your password is changed. Sign in with the new one.' })
      .waitFor();

    // Signing in with the new password goes on to where the person was going.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my new passphrase');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stack.urls.portal}/my-creations`));

    // The link is spent: its page says so and offers a new one.
    await page.goto(link);
    await page
      .getByRole('alert')
      .filter({ hasText: 'This link has expired or has already been used.' })
      .waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Send me a new link' }).isVisible())
      .toBe(true);
  });
});

describe('My account’s profile', () => {
  it('completing it after registering asks only what registering did not', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(context);
    await withPortalSwitches(context, stack.urls.portal, { askCompleteProfile: true });
    const page = await context.newPage();
    await page.goto(
      `${stack.urls.signOn}/register?partner=student&continue=${stack.urls.portal}/my-creations`,
    );
    await registerThroughForm(page, {
      email: uniqueEmail('student'),
      name: 'Sam Student',
      password: 'correct horse 42',
    });
    await page.waitForURL((url) => url.pathname === '/auth/complete-profile');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    // "I am signing up as" was answered on the register page.
    expect(await page.getByRole('combobox').count()).toBe(1);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${stack.urls.portal}/my-creations`);
    await page.goto(`${stack.urls.portal}/my-account/overview/`);
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('GB');
  });

  it('stores the country chosen by its name as its ISO code', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUpToMyCreations(page, stack.urls, { emailPrefix: 'profile', name: 'Rowan Profile' });
    await page.goto(`${stack.urls.portal}/my-account/overview/`);
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: 'Profile saved.' }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('GB');
  });
});

describe('a new person’s My creations', () => {
  it('offers four ways in, each leading where it says', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUpToMyCreations(page, stack.urls, { emailPrefix: 'first', name: 'Fran First' });
    const firstRun = page.getByRole('region', { name: 'Your first figure, four ways in' });
    expect(
      await firstRun.getByRole('link', { name: 'Build a graphical abstract' }).getAttribute('href'),
    ).toBe('/builder');
    expect(
      await firstRun.getByRole('link', { name: 'Browse the gallery' }).getAttribute('href'),
    ).toBe('/gallery');
    await firstRun.getByRole('button', { name: 'Start a blank slide' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await page.goto(`${stack.urls.portal}/my-creations`);
    await page.getByRole('link', { name: /Untitled slide/ }).waitFor();
    expect(await firstRun.count()).toBe(0);
  });

  it('links to templates by kind, opens a sample, and the editor shows its tips once', async () => {
    const context = await stack.browser.newContext({ viewport: { width: 1280, height: 720 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUpToMyCreations(page, stack.urls, { emailPrefix: 'sample', name: 'Sam Sample' });
    const firstRun = page.getByRole('region', { name: 'Your first figure, four ways in' });

    // "Posters" opens the gallery on the templates, narrowed to posters.
    await firstRun
      .getByRole('navigation', { name: 'Start from a template:' })
      .getByRole('link', { name: 'Posters' })
      .click();
    await page.waitForURL(/\/gallery\?type=templates&kind=poster$/);
    const kinds = page.getByRole('group', { name: 'Kind of creation' });
    await expect
      .poll(() => kinds.getByRole('button', { name: 'Posters' }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(
      await page
        .getByRole('button', { name: 'Templates', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    // The sample: the library's first graphical abstract, as this person's creation.
    await page.goto(`${stack.urls.portal}/my-creations`);
    await firstRun.getByRole('button', { name: 'Open a sample figure' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByLabel('Creation name').inputValue()).toMatch(/^Sample: /);

    // Three tips, one at a time, then gone for good (a reload does not bring them back).
    const tips = page.getByRole('complementary', { name: 'Tips for the editor' });
    await tips.getByText('Tip 1 of 3').waitFor();
    await tips.getByText('Add what the figure needs.').waitFor();
    await tips.getByRole('button', { name: 'Next tip' }).click();
    await tips.getByText('Tip 2 of 3').waitFor();
    await tips.getByRole('button', { name: 'Next tip' }).click();
    await tips.getByText('Check it, then download.').waitFor();
    await tips.getByRole('button', { name: 'Got it' }).click();
    await tips.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
    expect(await tips.count()).toBe(0);
  });
});
