import { TEST_IBAN, TEST_WALLET_ACCOUNT } from './payment-details.ts';
import { cardPageCss } from '@figura/sdk-core/design';
import {
  BILLING_CURRENCY,
  formatPrice,
  PROVIDER_METHODS,
  type BillingPeriod,
  type CheckoutMode,
  type PaidPlan,
  type PaymentMethod,
  type PaymentProvider,
} from '@figura/sdk-core/contract';
import { promotionPercentOff, type PromotionName } from '@figura/sdk-core/rules';
import { escapeHtml } from '@figura/settings';
import { interFontHead } from '@figura/settings/fonts';

/**
 * The billing site's pages: plain HTML with no script, in English (the provider's own pages
 * stand outside the portal's translations). Card details are posted to this site only.
 */

/** Test cards, as a provider's sandbox has them: the first pays, the second is declined. */
export const TEST_CARD = '4242 4242 4242 4242';
export const DECLINED_TEST_CARD = '4000 0000 0000 0002';

export const PLAN_NAMES: Record<PaidPlan, string> = {
  S: 'Student',
  R: 'Researcher',
  L: 'Teams and Institutions',
};

export const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Card',
  paypal: 'PayPal',
  alipay: 'Alipay',
  sepa_debit: 'SEPA Direct Debit',
  wechat_pay: 'WeChat Pay',
};

const PROVIDER_NAMES: Record<PaymentProvider, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/** China's host offers its local methods first. */
const CHINA_FIRST: readonly PaymentMethod[] = ['alipay', 'wechat_pay'];

// The design system's one-card page, and what only this site's pages have.
const styles = `${cardPageCss('30rem')}
.stand-in { margin: 0 0 1rem; padding: 0.5rem 0.75rem; background: var(--figura-warning-bg);
  border-radius: var(--figura-radius-control); font-size: var(--figura-text-sm); }
/* From the top, not centred: the card's height follows the way to pay, and "Pay with" stays put. */
body { place-items: start center; padding-top: clamp(0rem, 6vh, 4rem); }
h1 { font-size: 1.4rem; }
.row { display: flex; gap: 0.75rem; align-items: end; }
.row .field { flex: 1; min-width: 0; }
/* Only the chosen way to pay's details show (no script here: :has follows the choice; a browser
   without it shows them all). */
form:has(#pay-with option:checked:not([value$=':card'])) .pay-card,
form:has(#pay-with option:checked:is([value$=':card'], [value$=':sepa_debit'])) .pay-account,
form:has(#pay-with option:checked:not([value$=':sepa_debit'])) .pay-iban { display: none; }
`;

export function renderPage(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${interFontHead(nonce)}
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<main>
<p class="stand-in">Reference billing site: it stands in for the payment provider. No money moves.</p>
${body}
</main>
</body>
</html>
`;
}

export interface CheckoutPage {
  mode: CheckoutMode;
  plan: PaidPlan;
  period: BillingPeriod;
  amount: number;
  /** The promotion whose price `amount` is, if any. */
  promotion: PromotionName | null;
  china: boolean;
  /** The signed link's parameters, posted back with the payment. */
  signed: URLSearchParams;
  error?: string;
  /** What the buyer sent, shown again with the error (nothing they typed is lost). */
  sent?: Partial<
    Record<'payWith' | 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'account' | 'iban', string>
  >;
}

function paymentOptions(china: boolean, chosen: string | undefined): string {
  const options = Object.entries(PROVIDER_METHODS).flatMap(([provider, methods]) =>
    methods.map((method) => ({ provider: provider as PaymentProvider, method })),
  );
  if (china)
    options.sort(
      (a, b) => Number(!CHINA_FIRST.includes(a.method)) - Number(!CHINA_FIRST.includes(b.method)),
    );
  return options
    .map(
      ({ provider, method }) =>
        `<option value="${provider}:${method}"${chosen === `${provider}:${method}` ? ' selected' : ''}>${METHOD_NAMES[method]} (${PROVIDER_NAMES[provider]})</option>`,
    )
    .join('');
}

export function checkoutPage(page: CheckoutPage): string {
  const hidden = [...page.signed.entries()]
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const what = page.mode === 'subscribe' ? 'Subscribe to' : 'Pay for';
  return `<h1>${what} Figura ${PLAN_NAMES[page.plan]}, one ${page.period}</h1>
<p><strong>${formatPrice(page.amount)} ${BILLING_CURRENCY}</strong>${
    page.promotion ? ` (${promotionPercentOff(page.promotion)} % off: a promotion)` : ''
  }${
    page.mode === 'subscribe' ? ` every ${page.period} until cancelled` : ''
  }${page.china ? ' · China billing host' : ''}</p>
${page.error ? `<p class="alert error" role="alert">${escapeHtml(page.error)}</p>` : ''}
<form method="post" action="/pay">
${hidden}
<input type="hidden" name="mode" value="${page.mode}">
<div class="field"><label for="pay-with">Pay with</label>
<select id="pay-with" name="payWith">${paymentOptions(page.china, page.sent?.payWith)}</select></div>
<fieldset class="field pay-card"><legend>Test card</legend>
<div class="field"><label for="card-number">Card number</label>
<input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="off" value="${escapeHtml(page.sent?.cardNumber ?? TEST_CARD)}"></div>
<div class="row"><div class="field"><label for="card-expiry">Expiry (MM/YY)</label>
<input id="card-expiry" name="cardExpiry" autocomplete="off" value="${escapeHtml(page.sent?.cardExpiry ?? '12/34')}"></div>
<div class="field"><label for="card-cvc">CVC</label>
<input id="card-cvc" name="cardCvc" inputmode="numeric" autocomplete="off" value="${escapeHtml(page.sent?.cardCvc ?? '123')}"></div></div>
<p class="field-hint">${TEST_CARD} pays; ${DECLINED_TEST_CARD} is declined. Card details stay on this site.</p>
</fieldset>
<fieldset class="field pay-account"><legend>Test account</legend>
<div class="field"><label for="account">PayPal, Alipay or WeChat Pay account</label>
<input id="account" name="account" autocomplete="off" value="${escapeHtml(page.sent?.account ?? TEST_WALLET_ACCOUNT)}"></div>
</fieldset>
<fieldset class="field pay-iban"><legend>Test bank account</legend>
<div class="field"><label for="iban">IBAN (SEPA direct debit)</label>
<input id="iban" name="iban" autocomplete="off" value="${escapeHtml(page.sent?.iban ?? TEST_IBAN)}"></div>
</fieldset>
<button type="submit" class="button primary">Pay ${formatPrice(page.amount)} ${BILLING_CURRENCY}</button>
</form>`;
}

export function messagePage(heading: string, message: string): string {
  return `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p>`;
}
