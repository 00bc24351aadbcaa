import type { Page } from 'playwright-core';
import { CAPTCHA_TEST_ANSWER } from './stack';

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
export async function registerAndGetToken(
  signOnUrl: string,
  user: { email: string; name: string; password: string },
): Promise<string> {
  const register = await fetch(`${signOnUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-answer': CAPTCHA_TEST_ANSWER },
    body: JSON.stringify(user),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookies = register.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const token = await fetch(`${signOnUrl}/oauth/token`, { headers: { cookie: cookies } });
  if (!token.ok) throw new Error(`token failed: ${token.status}`);
  const { access_token } = (await token.json()) as { access_token: string };
  return access_token;
}
