import type { Page } from 'playwright-core';
import { CAPTCHA_TEST_ANSWER, uniqueEmail, type TestStack } from './stack';
// @ts-expect-error plain ESM helper shared with the benchmark
import { registerAndGetToken as registerWithTestCaptcha } from '../../scripts/accounts.mjs';

/** Fills the sign-on site's register form the way a person does and submits it. */
export async function registerThroughForm(
  page: Page,
  user: { email: string; name: string; password: string },
) {
  await page.getByLabel(/email/i).fill(user.email);
  await page.getByLabel(/name/i).first().fill(user.name);
  await page.getByLabel(/password/i).fill(user.password);
  await page.locator('#captcha').fill(CAPTCHA_TEST_ANSWER);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Registers through the sign-on site's JSON API and returns a bearer token for the API. */
export function registerAndGetToken(
  signOnUrl: string,
  user: { email: string; name: string; password: string },
): Promise<string> {
  return registerWithTestCaptcha(signOnUrl, user, CAPTCHA_TEST_ANSWER);
}

/**
 * Registers a new person straight on the sign-on site's register page, back to /my-creations:
 * for tests about what a signed-in person sees, not about reaching the form.
 */
export async function signUpToMyCreations(
  page: Page,
  urls: TestStack['urls'],
  user: { emailPrefix: string; name: string },
): Promise<void> {
  await page.goto(`${urls.signOn}/register?continue=${urls.portal}/my-creations`);
  await registerThroughForm(page, {
    email: uniqueEmail(user.emailPrefix),
    name: user.name,
    password: 'correct horse 42',
  });
  await page.waitForURL(`${urls.portal}/my-creations`);
}
