import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  BILLING_SIGNATURE_HEADER,
  billingEventSchema,
  planPrice,
  type BillingEvent,
} from '@figura/sdk-core/contract';
import { execFileSync } from 'node:child_process';
import { checkBillingSignature, invoiceLinkPayload, signBillingPayload } from '@figura/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildBillingApp, SIGNED_FIELDS } from './app.ts';
import type { BillingSiteConfig } from './config.ts';
import { DECLINED_TEST_CARD, TEST_CARD } from './pages.ts';
import { createPaymentStore } from './subscriptions.ts';

const SECRET = 'site-test-secret';
const RETURN = 'http://portal.figura.test/my-account/overview/';
const PROBLEM = 'http://portal.figura.test/pricing/?checkout=problem';

/** The API's webhook as the site sees it: keeps what arrives and whether it was signed. */
let api: Server;
const received: { event: BillingEvent; valid: boolean; raw: string }[] = [];
let site: FastifyInstance;
let chinaSite: FastifyInstance;

beforeAll(async () => {
  api = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const header = String(request.headers[BILLING_SIGNATURE_HEADER] ?? '');
      const valid =
        checkBillingSignature(SECRET, raw, header, Math.floor(Date.now() / 1000), 300) === 'valid';
      received.push({ event: billingEventSchema.parse(JSON.parse(raw)), valid, raw });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const config: BillingSiteConfig = {
    host: '127.0.0.1',
    port: 0,
    chinaPort: 0,
    publicUrl: 'http://pay.figura.test',
    chinaPublicUrl: 'http://pay-cn.figura.test',
    secret: SECRET,
    apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    logger: false,
    logLevel: 'info',
  };
  const payments = createPaymentStore();
  site = await buildBillingApp({ config, payments, region: 'main' });
  chinaSite = await buildBillingApp({ config, payments, region: 'china' });
});

afterAll(async () => {
  await site.close();
  await chinaSite.close();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

/** The test card with its expiry and security code, as the checkout page offers it. */
const CARD = { payWith: 'stripe:card', cardNumber: TEST_CARD, cardExpiry: '12/34', cardCvc: '123' };

/** A checkout link's parameters as the API signs them. */
function signedLink(overrides: Record<string, string> = {}, secret = SECRET) {
  const values: Record<string, string> = {
    plan: 'R',
    period: 'year',
    user: randomUUID(),
    email: 'someone@figura.test',
    return: RETURN,
    problem: PROBLEM,
    promotion: '',
    ...overrides,
  };
  const params = new URLSearchParams(SIGNED_FIELDS.map((name) => [name, values[name]!]));
  params.set('sig', signBillingPayload(secret, params.toString(), Math.floor(Date.now() / 1000)));
  return params;
}

function pay(params: URLSearchParams, form: Record<string, string>, app = site) {
  const body = new URLSearchParams(params);
  for (const [name, value] of Object.entries({ mode: 'subscribe', ...form })) body.set(name, value);
  return app.inject({
    method: 'POST',
    url: '/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

describe('the site’s font', () => {
  it('is Inter, served by the site itself (the CSP allows no other)', async () => {
    const page = await site.inject('/');
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    expect(page.body).toContain('href="/fonts/inter-latin-400-normal.woff2"');
    const font = await site.inject('/fonts/inter-latin-700-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await site.inject('/fonts/other.woff2')).statusCode).toBe(404);
  });
});

describe('the checkout pages', () => {
  it('show the plan, period and price from the price list, with the test card form', async () => {
    const page = await site.inject(`/checkout-subscribe?${signedLink()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Subscribe to Figura Researcher, one year');
    expect(page.body).toContain(`${(planPrice('R', 'year') / 100).toFixed(2)} EUR`);
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).toContain('Reference billing site');
    // The form posts here; its redirect may lead back to the portal only.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://portal.figura.test",
    );
    const oneOff = await site.inject(`/checkout?${signedLink({ plan: 'S', period: 'month' })}`);
    expect(oneOff.body).toContain('Pay for Figura Student, one month');
  });

  it('charge a promotion’s price when the API signed one, and refuse a promotion added after', async () => {
    const page = await site.inject(`/checkout?${signedLink({ promotion: 'blackNovember2026' })}`);
    expect(page.body).toContain(
      `${(planPrice('R', 'year', 'blackNovember2026') / 100).toFixed(2)} EUR`,
    );
    expect(page.body).toContain('30 % off');
    expect(planPrice('R', 'year', 'blackNovember2026')).toBe(
      Math.round(planPrice('R', 'year') * 0.7),
    );
    const added = signedLink();
    added.set('promotion', 'blackNovember2026');
    expect((await site.inject(`/checkout?${added}`)).statusCode).toBe(400);
  });

  it('refuse a link that was changed, signed with another secret, or stale', async () => {
    const changed = signedLink();
    changed.set('plan', 'S');
    const other = signedLink({}, 'another-secret');
    const stale = new URLSearchParams(signedLink());
    stale.delete('sig');
    stale.set(
      'sig',
      signBillingPayload(SECRET, stale.toString(), Math.floor(Date.now() / 1000) - 2 * 3600),
    );
    for (const params of [changed, other, stale, new URLSearchParams()]) {
      const page = await site.inject(`/checkout?${params}`);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This checkout link does not work');
    }
  });

  it('offer every method, China’s local ones first on the China host', async () => {
    const main = await site.inject(`/checkout?${signedLink()}`);
    const china = await chinaSite.inject(`/checkout?${signedLink()}`);
    const firstOption = (html: string) => /<option value="([^"]+)"/.exec(html)?.[1];
    expect(firstOption(main.body)).toBe('stripe:card');
    expect(firstOption(china.body)).toBe('stripe:alipay');
    for (const value of ['stripe:card', 'paypal:paypal', 'stripe:sepa_debit', 'stripe:wechat_pay'])
      expect(main.body).toContain(`value="${value}"`);
  });
});

describe('paying', () => {
  it('tells the API with a signed event, then returns the user to Figura', async () => {
    const link = signedLink();
    const reply = await pay(link, CARD);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(RETURN);
    expect(received).toHaveLength(1);
    const [{ event, valid, raw }] = received as [(typeof received)[number]];
    expect(valid).toBe(true);
    expect(event.type).toBe('checkout.completed');
    expect(event.data).toMatchObject({
      userId: link.get('user'),
      plan: 'R',
      period: 'year',
      mode: 'subscribe',
      amount: planPrice('R', 'year'),
      provider: 'stripe',
      method: 'card',
    });
    // No card details ever leave the billing site (the number, its last four, expiry or CVC;
    // the ids are random and may hold any four digits, so the fields are what is checked).
    expect(raw).not.toContain(CARD.cardNumber.replace(/\D/g, ''));
    expect(raw).not.toMatch(/card(Number|Expiry|Cvc)|last4|12\/34/i);
    expect(Object.keys(event.data).sort()).toEqual(
      [
        'amount',
        'currency',
        'method',
        'mode',
        'period',
        'plan',
        'provider',
        'reference',
        'userId',
      ].sort(),
    );
  });

  it('sends a declined card back to Figura’s problem page, reporting a failed payment', async () => {
    const reply = await pay(signedLink(), { ...CARD, cardNumber: DECLINED_TEST_CARD });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(PROBLEM);
    expect(received.map(({ event }) => event.type)).toEqual(['checkout.failed']);
  });

  it('takes PayPal with its account and no card, and refuses a method its provider does not offer', async () => {
    const paypal = { payWith: 'paypal:paypal', account: 'buyer@example.com' };
    expect((await pay(signedLink(), paypal)).statusCode).toBe(303);
    expect(received[0]?.event.data).toMatchObject({ provider: 'paypal', method: 'paypal' });
    const wrong = await pay(signedLink(), { ...CARD, payWith: 'paypal:card' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Choose a way to pay from the list.');
    expect(received).toHaveLength(1);
  });

  it('refuses a payment whose signed fields were changed in the form', async () => {
    const link = signedLink({ plan: 'S' });
    link.set('plan', 'L');
    const reply = await pay(link, CARD);
    expect(reply.statusCode).toBe(400);
    expect(received).toEqual([]);
  });
});

describe('what a payment needs', () => {
  it('refuses a way to pay without its details, and pays nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ payWith: 'paypal:paypal' }, 'Enter the account to pay from'],
      [{ payWith: 'stripe:wechat_pay', account: ' ' }, 'Enter the account to pay from'],
      [{ payWith: 'stripe:sepa_debit', iban: 'DE00 1234' }, 'Enter the bank account’s IBAN.'],
      [{ ...CARD, cardNumber: '4242 4242 4242 4241' }, 'Enter a card number'],
      [{ ...CARD, cardExpiry: '' }, 'Enter the card’s expiry as MM/YY.'],
      [{ ...CARD, cardExpiry: '01/20' }, 'This card has expired.'],
      [{ ...CARD, cardCvc: '12' }, 'Enter the card’s security code'],
    ];
    for (const [form, message] of cases) {
      const reply = await pay(signedLink(), form);
      expect([reply.statusCode, reply.body.includes(message)]).toEqual([422, true]);
    }
    expect(received).toEqual([]);
    // The page comes back with what the buyer chose and typed.
    const kept = await pay(signedLink(), { payWith: 'stripe:sepa_debit', iban: 'DE00 1234' });
    expect(kept.body).toContain('<option value="stripe:sepa_debit" selected>');
    expect(kept.body).toContain('value="DE00 1234"');
    const sepa = { payWith: 'stripe:sepa_debit', iban: 'DE89 3704 0044 0532 0130 00' };
    expect((await pay(signedLink(), sepa)).statusCode).toBe(303);
  });

  it('pays once per link: a second submit pays nothing more', async () => {
    const link = signedLink();
    expect((await pay(link, CARD)).statusCode).toBe(303);
    const again = await pay(link, CARD);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This checkout was paid already');
    expect(received).toHaveLength(1);
    // A declined card does not use the link up: the buyer tries another.
    const retried = signedLink();
    expect((await pay(retried, { ...CARD, cardNumber: DECLINED_TEST_CARD })).statusCode).toBe(303);
    expect((await pay(retried, CARD)).headers.location).toBe(RETURN);
  });
});

describe('cancelling', () => {
  function cancel(reference: string, secret = SECRET, url = '/api/cancel') {
    const body = JSON.stringify({ reference });
    return site.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        [BILLING_SIGNATURE_HEADER]: signBillingPayload(secret, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
  }

  it('takes a signed cancel for a payment it made, and refuses others', async () => {
    await pay(signedLink(), CARD);
    const reference = received[0]!.event.data.reference;
    expect((await cancel(reference, 'wrong-secret')).statusCode).toBe(400);
    expect((await cancel(reference)).json()).toEqual({ cancelled: true });
    expect((await cancel('sub_unknown')).statusCode).toBe(404);
  });

  it('takes a signed resume of a cancelled payment, and refuses others', async () => {
    await pay(signedLink(), CARD);
    const reference = received.at(-1)!.event.data.reference;
    await cancel(reference);
    expect((await cancel(reference, 'wrong-secret', '/api/resume')).statusCode).toBe(400);
    expect((await cancel(reference, SECRET, '/api/resume')).json()).toEqual({ resumed: true });
    expect((await cancel('sub_unknown', SECRET, '/api/resume')).statusCode).toBe(404);
  });
});

describe('an invoice’s PDF', () => {
  const pdfOf = (reference: string, signature?: string) =>
    site.inject(
      `/invoices/${reference}.pdf${signature ? `?signature=${encodeURIComponent(signature)}` : ''}`,
    );
  const signed = (reference: string, at = Math.floor(Date.now() / 1000), secret = SECRET) =>
    signBillingPayload(secret, invoiceLinkPayload(reference), at);

  it('is made for a payment behind the API’s fresh signature, with the amount in its text', async () => {
    await pay(signedLink(), CARD);
    const reference = received.at(-1)!.event.data.reference;
    const reply = await pdfOf(reference, signed(reference));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain('attachment');
    const text = execFileSync('pdftotext', ['-', '-'], { input: reply.rawPayload }).toString();
    expect(text).toContain(`${(planPrice('R', 'year') / 100).toFixed(2)} EUR`);
    expect(text).toContain('Figura Researcher, one year');
    expect(text).toContain(reference);
  });

  it('is refused without the signature, with an old or a wrong one, and for no payment', async () => {
    await pay(signedLink(), CARD);
    const reference = received.at(-1)!.event.data.reference;
    expect((await pdfOf(reference)).statusCode).toBe(403);
    expect((await pdfOf(reference, signed(reference, 1_000_000))).statusCode).toBe(403);
    expect((await pdfOf(reference, signed(reference, undefined, 'wrong'))).statusCode).toBe(403);
    // A signature of one invoice opens no other.
    expect((await pdfOf('sub_other', signed(reference))).statusCode).toBe(403);
    expect((await pdfOf('sub_gone', signed('sub_gone'))).statusCode).toBe(404);
  });
});
