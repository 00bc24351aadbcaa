// SAML sign-in in the browser: a user of the made-up University of Tests chooses their institution
// on the login page, signs in at the local identity provider (apps/saml-idp), lands on
// /my-creations with a FULLY_AUTHENTICATED_SAML session, and logging out ends that session at the
// API and sends them to /.
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';

const stack = useTestStack('saml');
const TIMEOUT = 30_000;

describe('SAML sign-in', () => {
  it('signs in through the institution’s identity provider, lands on /my-creations, logs out to /', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await page.goto(`${stack.urls.portal}/auth/login-register`);
    await page.getByRole('link', { name: /University of Tests/ }).click({ timeout: TIMEOUT });
    await page.waitForURL(`${stack.urls.samlIdp}/sso?**`, { timeout: TIMEOUT });
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Password').fill('ada-saml-test');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
    await page.getByRole('heading', { name: 'My creations' }).waitFor({ timeout: TIMEOUT });
    const cookie = (await context.cookies(stack.urls.portal)).find(
      (candidate) => candidate.name === 'figura_auid',
    );
    // A SAML session's token cookie has no `|id` part.
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.value).not.toContain('|');
    const token = decodeURIComponent(cookie!.value);
    const validated = await fetch(`${stack.urls.api}/auth/saml/validate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validated.status).toBe(200);
    expect(((await validated.json()) as { user: { email: string } }).user.email).toBe(
      'ada@university.test',
    );

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect
      .poll(() => visited.includes(`${stack.urls.portal}/`), { timeout: TIMEOUT })
      .toBe(true);
    const revoked = await fetch(`${stack.urls.api}/auth/saml/validate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(401);
    const left = (await context.cookies(stack.urls.portal)).find(
      (candidate) => candidate.name === 'figura_auid',
    );
    expect(left).toBeUndefined();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
