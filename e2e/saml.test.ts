// SAML sign-in in the browser: a user of the made-up University of Tests chooses their institution
// on the login page, signs in at the local identity provider (apps/saml-idp), lands on
// /my-creations with a FULLY_AUTHENTICATED_SAML session, and logging out ends that session at the
// API and sends them to /.
import { describe, expect, it } from 'vitest';
import { useTestStack } from './support/stack';

const stack = useTestStack('saml', { ownStack: true });
const TIMEOUT = 30_000;

/** The API's answer to a SAML token, never waiting past TIMEOUT (a hang says where it was). */
const validate = (token: string) =>
  fetch(`${stack.urls.api}/auth/saml/validate`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(TIMEOUT),
  });

describe('SAML sign-in', () => {
  it('signs in through the institution’s identity provider, lands on /my-creations, logs out to /', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    // Where the test got to: printed if it fails, so a hang names its step.
    const step = (name: string) => console.log(`saml: ${name} (${new Date().toISOString()})`);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    step('login page');
    await page.goto(`${stack.urls.portal}/auth/login-register`);
    await page.getByRole('link', { name: /University of Tests/ }).click({ timeout: TIMEOUT });
    await page.waitForURL(`${stack.urls.samlIdp}/sso?**`, { timeout: TIMEOUT });
    step('identity provider');
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Password').fill('ada-saml-test');
    await page.getByRole('button', { name: 'Sign in' }).click();

    step('back to the portal');
    await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
    await page.getByRole('heading', { name: 'My creations' }).waitFor({ timeout: TIMEOUT });
    const cookie = (await context.cookies(stack.urls.portal)).find(
      (candidate) => candidate.name === 'figura_auid',
    );
    // A SAML session's token cookie has no `|id` part.
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.value).not.toContain('|');
    const token = decodeURIComponent(cookie!.value);
    step('validate');
    const validated = await validate(token);
    expect(validated.status).toBe(200);
    expect(((await validated.json()) as { user: { email: string } }).user.email).toBe(
      'ada@university.test',
    );

    step('log out');
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect
      .poll(() => visited.includes(`${stack.urls.portal}/`), { timeout: TIMEOUT })
      .toBe(true);
    step('validate after logout');
    const revoked = await validate(token);
    expect(revoked.status).toBe(401);
    const left = (await context.cookies(stack.urls.portal)).find(
      (candidate) => candidate.name === 'figura_auid',
    );
    expect(left).toBeUndefined();
    expect(pageErrors).toEqual([]);
    step('close');
    // The signed-out page goes on to the sign-on site's login: closing the context in the middle
    // of those navigations once hung past the test's time (a fresh run under load), and stopping
    // them with another navigation races them. Let them arrive, then close.
    await page.waitForURL(`${stack.urls.signOn}/login?**`, { timeout: TIMEOUT });
    await page.waitForLoadState('load');
    await context.close();
  });

  it('stays on the portal when the sign-in comes back with a hostile continue, and refuses one at the start', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The API's redirect to the portal, with a continue of slash, tab, slash, host: browsers drop
    // the tab and would follow "//evil.example".
    await page.route(`${stack.urls.api}/auth/saml/acs/**`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers()['location'] ?? '');
      location.searchParams.set('continue', '/\t/evil.example');
      await route.fulfill({ status: 303, headers: { location: location.toString() } });
    });

    await page.goto(`${stack.urls.portal}/auth/login-register`);
    const start = page.getByRole('link', { name: /University of Tests/ });
    const startUrl = new URL((await start.getAttribute('href')) ?? '', stack.urls.portal);
    await start.click({ timeout: TIMEOUT });
    await page.waitForURL(`${stack.urls.samlIdp}/sso?**`, { timeout: TIMEOUT });
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Password').fill('ada-saml-test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${stack.urls.portal}/my-creations`, { timeout: TIMEOUT });
    // The portal was asked with that continue, and went nowhere near the other host.
    expect(requested.some((url) => url.includes('continue=%2F%09%2Fevil.example'))).toBe(true);
    expect(requested.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);

    // The same start with that continue is refused before anyone leaves for the provider.
    startUrl.searchParams.set('continue', '/\t/evil.example');
    const refused = await page.goto(startUrl.toString());
    expect(refused?.status()).toBe(400);
    await context.close();
  });
});
