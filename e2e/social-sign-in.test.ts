// Social sign-in in the browser: from the portal's sign-in page, "Continue with Google" goes
// (through the API's login-with-google address) to the sign-on site's social route, on to the
// local OpenID provider standing in for Google (apps/oidc-idp), and back to /my-creations signed
// in as that person. Signing in again as the same person finds the same account.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestStack } from './support/stack';

const stack = useTestStack('social-sign-in');
const TIMEOUT = 30_000;

/** Signs `email` in with Google in a fresh browser; the API's user it ends up as. */
async function signInWithGoogle(browser: Browser, email: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await page.goto(`${stack.urls.portal}/auth/login-register`);
  await page.getByRole('button', { name: 'Continue with Google' }).click({ timeout: TIMEOUT });
  await page.waitForURL(`${stack.urls.oidcIdp}/interaction/**`, { timeout: TIMEOUT });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
  await page.getByRole('heading', { name: 'My creations' }).waitFor({ timeout: TIMEOUT });
  const cookie = (await context.cookies(stack.urls.portal)).find((c) => c.name === 'figura_auid');
  expect(cookie?.value).toBeTruthy();
  const token = decodeURIComponent(cookie!.value).split('|')[0]!;
  const verified = await fetch(`${stack.urls.api}/auth/verify-token-validity`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(verified.status).toBe(200);
  const { user } = (await verified.json()) as { user: { id: string; email: string; name: string } };
  expect(pageErrors).toEqual([]);
  await context.close();
  return user;
}

describe('social sign-in', () => {
  it('signs a new person in with Google and finds the same account the next time', async () => {
    const email = uniqueEmail('google');
    const first = await signInWithGoogle(stack.browser, email, 'Chien-Shiung Wu');
    expect(first).toMatchObject({ email, name: 'Chien-Shiung Wu' });
    const second = await signInWithGoogle(stack.browser, email, 'Chien-Shiung Wu');
    expect(second.id).toBe(first.id);
  });
});
