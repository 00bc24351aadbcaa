import { randomBytes } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import {
  BILLING_CURRENCY,
  BILLING_SIGNATURE_HEADER,
  BILLING_SIGNATURE_TOLERANCE_SECONDS,
  CHECKOUT_MODES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PROVIDER_METHODS,
  billingPeriodSchema,
  paidPlanSchema,
  planPrice,
  type CheckoutMode,
} from '@figura/sdk-core/contract';
import { PROMOTIONS } from '@figura/sdk-core/rules';
import { checkBillingSignature } from '@figura/settings';
import { FONT_REPLY_HEADERS, FONTS_PATH, interFontFile } from '@figura/settings/fonts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BillingSiteConfig } from './config.ts';
import { checkoutPage, DECLINED_TEST_CARD, messagePage, renderPage } from './pages.ts';
import type { PaymentStore } from './subscriptions.ts';
import { paymentDetailsProblem } from './payment-details.ts';
import { invoiceLinkValid, invoicePdf } from './invoice-pdf.ts';
import { deliverEvent } from './webhooks.ts';

const INVOICE_LINK_EXPIRED = messagePage(
  'This invoice link has expired',
  'Open the invoice again from My account in Figura: each link works for a few minutes.',
);
const INVOICE_UNKNOWN = messagePage(
  'This invoice is not kept here',
  'This billing site never took this payment (its data directory was emptied, or it ran in memory).',
);

/** The parameters the API signs into a checkout link, in the order it signs them. */
export const SIGNED_FIELDS = [
  'plan',
  'period',
  'user',
  'email',
  'return',
  'problem',
  'promotion',
] as const;

/** How long a checkout link from the API stays good (the user may read the page a while). */
export const LINK_LIFETIME_SECONDS = 3600;

const linkSchema = z.object({
  plan: paidPlanSchema,
  period: billingPeriodSchema,
  user: z.uuid(),
  email: z.string(),
  return: z.url(),
  problem: z.url(),
  /** The promotion the API found running (its price is charged), or '' for none. */
  promotion: z.union([z.literal(''), z.enum(PROMOTIONS.map((promotion) => promotion.name))]),
  sig: z.string(),
});

/** What the link's plan costs, its promotion's price where it names one. */
const priceOf = (link: Link) => planPrice(link.plan, link.period, link.promotion || null);
type Link = z.infer<typeof linkSchema>;

const paymentFormSchema = z.object({
  mode: z.enum(CHECKOUT_MODES),
  payWith: z.string(),
  cardNumber: z.string().default(''),
  cardExpiry: z.string().default(''),
  cardCvc: z.string().default(''),
  account: z.string().default(''),
  iban: z.string().default(''),
});

export interface BillingSiteOptions {
  config: BillingSiteConfig;
  payments: PaymentStore;
  /** The China host shows its local methods first; both hosts share one payment store. */
  region: 'main' | 'china';
}

/** The signed link's parameters, or undefined when they were changed, are stale or missing. */
function verifiedLink(secret: string, values: Record<string, unknown>): Link | undefined {
  const parsed = linkSchema.safeParse(values);
  if (!parsed.success) return undefined;
  const signed = new URLSearchParams(SIGNED_FIELDS.map((name) => [name, parsed.data[name]]));
  const check = checkBillingSignature(
    secret,
    signed.toString(),
    parsed.data.sig,
    Math.floor(Date.now() / 1000),
    LINK_LIFETIME_SECONDS,
  );
  return check === 'valid' ? parsed.data : undefined;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string, link?: Link) {
  const nonce = randomBytes(16).toString('base64');
  // The payment form's redirect leads back to the portal: form-action must allow it.
  const targets = link ? [new URL(link.return).origin, new URL(link.problem).origin] : [];
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        "font-src 'self'",
        ["form-action 'self'", ...new Set(targets)].join(' '),
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    )
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(renderPage(title, body, nonce));
}

const ALREADY_PAID = messagePage(
  'This checkout was paid already',
  'Each checkout link pays once. Your plan is on your account page at Figura.',
);

const BAD_LINK = messagePage(
  'This checkout link does not work',
  'It was changed, is more than an hour old, or is missing parts. Start again from Figura’s pricing page.',
);

/** One host of the reference billing site (the payment provider's stand-in), not listening yet. */
export async function buildBillingApp({
  config,
  payments,
  region,
}: BillingSiteOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger ? { level: config.logLevel } : false,
    bodyLimit: 16 * 1024,
  });
  await app.register(fastifyFormbody);
  // Cancels are signed over their exact bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const showCheckout =
    (mode: CheckoutMode) => async (request: { query: unknown }, reply: FastifyReply) => {
      const link = verifiedLink(config.secret, request.query as Record<string, unknown>);
      if (!link) return sendPage(reply, 400, 'Checkout link refused', BAD_LINK);
      const signed = new URLSearchParams(SIGNED_FIELDS.map((name) => [name, link[name]]));
      signed.set('sig', link.sig);
      return sendPage(
        reply,
        200,
        'Figura checkout',
        checkoutPage({
          mode,
          plan: link.plan,
          period: link.period,
          amount: priceOf(link),
          promotion: link.promotion || null,
          china: region === 'china',
          signed,
        }),
        link,
      );
    };
  app.get('/checkout', showCheckout('checkout'));
  app.get('/checkout-subscribe', showCheckout('subscribe'));

  app.post('/pay', async (request, reply) => {
    const values = (request.body ?? {}) as Record<string, unknown>;
    const link = verifiedLink(config.secret, values);
    const form = paymentFormSchema.safeParse(values);
    if (!link || !form.success) return sendPage(reply, 400, 'Checkout link refused', BAD_LINK);
    const [provider, method] = form.data.payWith.split(':') as [string, string];
    const pairing = z
      .object({ provider: z.enum(PAYMENT_PROVIDERS), method: z.enum(PAYMENT_METHODS) })
      .safeParse({ provider, method });
    const amount = priceOf(link);
    const again = (error: string) => {
      const signed = new URLSearchParams(SIGNED_FIELDS.map((name) => [name, link[name]]));
      signed.set('sig', link.sig);
      return sendPage(
        reply,
        422,
        'Figura checkout',
        checkoutPage({
          mode: form.data.mode,
          plan: link.plan,
          period: link.period,
          amount,
          promotion: link.promotion || null,
          china: region === 'china',
          signed,
          error,
          sent: form.data,
        }),
        link,
      );
    };
    if (!pairing.success || !PROVIDER_METHODS[pairing.data.provider].includes(pairing.data.method))
      return again('Choose a way to pay from the list.');
    const problem = paymentDetailsProblem(pairing.data.method, form.data);
    if (problem) return again(problem);
    const digits = form.data.cardNumber.replace(/\D/g, '');
    const declined =
      pairing.data.method === 'card' && digits === DECLINED_TEST_CARD.replace(/\D/g, '');
    // A link pays once: a second submit (another tab, the back button) pays nothing more.
    if (!declined && !payments.claimLink(link.sig))
      return sendPage(reply, 409, 'Already paid', ALREADY_PAID);
    // Only what the provider would tell Figura: never the card's details.
    const payment = payments.add({
      userId: link.user,
      plan: link.plan,
      period: link.period,
      mode: form.data.mode,
      amount,
      currency: BILLING_CURRENCY,
      provider: pairing.data.provider,
      method: pairing.data.method,
    });
    const delivered = await deliverEvent(
      config.apiUrl,
      config.secret,
      declined ? 'checkout.failed' : 'checkout.completed',
      {
        userId: payment.userId,
        plan: payment.plan,
        period: payment.period,
        mode: payment.mode,
        amount,
        currency: payment.currency,
        provider: payment.provider,
        method: payment.method,
        reference: payment.reference,
      },
    );
    if (declined) return reply.redirect(link.problem, 303);
    if (!delivered) {
      // Figura never heard of it: the buyer may try again with the same link.
      payments.releaseLink(link.sig);
      return sendPage(
        reply,
        502,
        'Payment not confirmed',
        messagePage(
          'Figura could not be told',
          'The test payment was taken but Figura did not confirm it. Try again in a moment.',
        ),
      );
    }
    return reply.redirect(link.return, 303);
  });

  /** The API's signed calls that stop renewing a payment, or take that back before it ends. */
  const renewalCall =
    (cancelled: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[BILLING_SIGNATURE_HEADER];
      const check = checkBillingSignature(
        config.secret,
        raw,
        typeof header === 'string' ? header : undefined,
        Math.floor(Date.now() / 1000),
        BILLING_SIGNATURE_TOLERANCE_SECONDS,
      );
      if (check !== 'valid') return reply.status(400).send({ message: 'Bad signature.' });
      const parsed = z.object({ reference: z.string() }).safeParse(JSON.parse(raw));
      if (!parsed.success) return reply.status(400).send({ message: 'Name the payment.' });
      if (!payments.setCancelled(parsed.data.reference, cancelled))
        return reply.status(404).send({ message: 'No such payment.' });
      return cancelled ? { cancelled: true } : { resumed: true };
    };
  app.post('/api/cancel', renewalCall(true));
  app.post('/api/resume', renewalCall(false));

  // An invoice as a PDF, behind a fresh signature of the API's (GET /billing/invoices/{id}/pdf).
  app.get<{ Params: { file: string }; Querystring: { signature?: string } }>(
    '/invoices/:file',
    async (request, reply) => {
      const reference = request.params.file.replace(/\.pdf$/, '');
      if (!invoiceLinkValid(config.secret, reference, request.query.signature))
        return sendPage(reply, 403, 'Link expired', INVOICE_LINK_EXPIRED);
      const payment = payments.get(reference);
      if (!payment) return sendPage(reply, 404, 'No such invoice', INVOICE_UNKNOWN);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="figura-invoice-${reference}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await invoicePdf(payment));
    },
  );

  app.get<{ Params: { file: string } }>(`${FONTS_PATH}:file`, async (request, reply) => {
    const file = await interFontFile(request.params.file);
    if (!file) return reply.status(404).send({ message: 'No such font.' });
    return reply.headers(FONT_REPLY_HEADERS).send(file);
  });
  app.get('/health', async () => ({ status: 'ok', region }));
  app.get('/', async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Figura billing',
      messagePage('Figura billing', 'Checkout starts from Figura’s pricing page.'),
    ),
  );
  return app;
}
