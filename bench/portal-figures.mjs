// The portal as a returning scientist opens it: /my-creations in a fresh browser context (cold
// HTTP cache, the sign-on and token cookies of an earlier sign-in), first contentful paint.
import { launchChromium } from '../scripts/chromium.mjs';
import { median } from './stats.mjs';
import { iterations, measuredRuns } from './quick.mjs';

/** Signs up through the sign-on site's form, as a person does; resolves the browser's cookies. */
async function signedInState(browser, urls, captchaAnswer) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const continueUrl = `${urls.portal}/my-creations`;
  await page.goto(`${urls.signOn}/register?continue=${encodeURIComponent(continueUrl)}`);
  await page.getByLabel(/email/i).fill(`bench-portal-${Date.now()}@example.org`);
  await page.getByLabel(/name/i).first().fill('Bench Portal');
  await page.getByLabel(/password/i).fill('bench-password-1');
  await page.locator('#captcha').fill(captchaAnswer);
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new person is asked for their country first (spec §4), chosen by its name, then sent on.
  // (The portal may show /my-creations a moment before it turns to that page.)
  await page.waitForURL((url) => url.pathname === '/auth/complete-profile');
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(continueUrl);
  await page.getByRole('button', { name: 'New slide' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

export async function portalFigures(figure, urls, { captchaAnswer, runs = iterations(5) }) {
  const browser = await launchChromium();
  let times;
  try {
    const storageState = await signedInState(browser, urls, captchaAnswer);
    // After a load that warms the servers' caches.
    times = await measuredRuns(runs, async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        storageState,
      });
      const page = await context.newPage();
      await page.goto(`${urls.portal}/my-creations`);
      await page.getByRole('button', { name: 'New slide' }).waitFor();
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      );
      if (!Number.isFinite(paint)) throw new Error('No first contentful paint was recorded');
      await context.close();
      return paint;
    });
  } finally {
    await browser.close();
  }
  figure('portal my-creations first contentful paint', median(times), 'ms', 800);
}
