// A plan bought the way a person buys one, minus the pages: the API's signed checkout link, the
// billing site's payment form posted as the site drew it (its test card), and the signed webhook
// the site sends the API (docs/billing.md). Files whose journeys need the team plan buy it for
// their users on the shared stack, instead of a stack of their own where new users start on it.
import type { StackUrls } from './stack-product';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** What the billing site's form sends as drawn: every input's value, each select's first choice. */
function formAsDrawn(html: string): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(
    /<input\b[^>]*\sname="([^"]*)"[^>]*\svalue="([^"]*)"/g,
  ))
    form.append(unescape(name!), unescape(value!));
  for (const [, name, value] of html.matchAll(
    /<select\b[^>]*\sname="([^"]*)"[^>]*>\s*<option value="([^"]*)"/g,
  ))
    form.append(unescape(name!), unescape(value!));
  return form;
}

/** Buys `plan` for a year for the user of `token`, paying with the billing site's test card. */
export async function buyPlan(urls: StackUrls, token: string, plan: 'S' | 'R' | 'L') {
  const authorization = `Bearer ${token}`;
  const checkout = await fetch(`${urls.api}/billing/checkout`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ plan, period: 'year' }),
  });
  if (!checkout.ok) throw new Error(`POST /billing/checkout: ${checkout.status}`);
  const { url } = (await checkout.json()) as { url: string };
  const page = await fetch(url);
  if (!page.ok) throw new Error(`The billing site's checkout page: ${page.status}`);
  // The site tells the API (its webhook) before it sends the buyer back to Figura.
  const paid = await fetch(new URL('/pay', url), {
    method: 'POST',
    body: formAsDrawn(await page.text()),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`The billing site's payment: ${paid.status}`);
  const history = await fetch(`${urls.api}/billing/history`, { headers: { authorization } });
  const stored = ((await history.json()) as { plan: string }).plan;
  if (stored !== plan) throw new Error(`Paid for plan ${plan}, the API has ${stored}`);
}
