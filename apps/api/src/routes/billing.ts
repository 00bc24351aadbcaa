import {
  BILLING_SIGNATURE_HEADER,
  BILLING_SIGNATURE_TOLERANCE_SECONDS,
  billingEventSchema,
  billingHistorySchema,
  billingWebhookReplySchema,
  cancelledPlanSchema,
  cancelPlanInputSchema,
  resumedPlanSchema,
  invoiceParamsSchema,
  invoicePdfLinkSchema,
  checkoutInputSchema,
  checkoutProblemInputSchema,
  checkoutStartSchema,
  errorReplySchema,
  feedbackReceivedSchema,
} from '@figura/sdk-core/schema';
import { checkBillingSignature } from '@figura/settings';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { HttpError } from '../http/errors.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { requireBillingAccount } from '../auth/access.ts';
import { cancelPlan, checkoutUrl, invoicePdfLink, resumePlan } from '../billing/billing.ts';
import { recordFeedback } from '../billing/feedback.ts';
import { applyBillingEvent, billingHistoryOf } from '../billing/invoices.ts';
import type { RouteContext, ZodApp } from './context.ts';

export const BAD_SIGNATURE_MESSAGE = 'The billing signature is missing, wrong or too old.';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Billing (spec §2, §9; docs/billing.md): checkout links to the billing site, its signed
 * webhooks, cancelling a plan and the checkout-problem feedback. Last invoice and history are
 * billing/invoices.ts's `lastInvoiceOf` / `invoicesOf` (served by the profile routes).
 */
export function registerBillingRoutes(app: ZodApp, { db, billing }: RouteContext): void {
  app.post(
    '/billing/checkout',
    {
      schema: {
        summary: 'Where to pay for a plan and period: the billing site’s page (China host for CN)',
        description:
          'Refused (409) to an administrator (plan A), whose plan no purchase replaces, and (403) ' +
          'to a journal submission’s user.',
        security: bearerSecurity,
        body: checkoutInputSchema,
        response: { 200: checkoutStartSchema, ...errorReplies(400, 403, 409), ...bearerReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      return checkoutUrl(db, billing.site, user, request.body);
    },
  );

  app.get(
    '/billing/history',
    {
      schema: {
        summary: 'The plan as stored now and the user’s invoices, newest first',
        security: bearerSecurity,
        response: { 200: billingHistorySchema, ...errorReplies(403), ...bearerReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      return billingHistoryOf(db, user.id);
    },
  );

  app.get(
    '/billing/invoices/:id/pdf',
    {
      schema: {
        summary: 'A link to the invoice’s PDF on the billing site (works for 5 minutes)',
        description:
          'The billing site makes the PDF (as a payment provider hands out invoices); the link ' +
          'carries a signature of the API’s, fresh for 5 minutes. Only the invoice’s own user, ' +
          'only a paid invoice.',
        security: bearerSecurity,
        params: invoiceParamsSchema,
        response: {
          200: invoicePdfLinkSchema,
          ...errorReplies(400, 403),
          404: errorReplySchema.describe('No paid invoice of the user has this id.'),
          ...bearerReplies,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      return invoicePdfLink(db, billing.site, user, request.params.id);
    },
  );

  app.put(
    '/profiles/plan/cancel',
    {
      schema: {
        summary: 'Cancel the paid plan with a reason: it ends when the paid period does',
        security: bearerSecurity,
        body: cancelPlanInputSchema,
        response: {
          200: cancelledPlanSchema,
          ...errorReplies(400, 403),
          404: errorReplySchema.describe('No paid plan is running.'),
          502: errorReplySchema.describe('The billing site could not be told: nothing changed.'),
          ...bearerReplies,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      return cancelPlan(db, billing.provider, user, request.body);
    },
  );

  app.post(
    '/profiles/plan/resume',
    {
      schema: {
        summary: 'Take a cancel back before the paid period ends: the plan runs (and renews) on',
        security: bearerSecurity,
        response: {
          200: resumedPlanSchema,
          ...errorReplies(403),
          404: errorReplySchema.describe('No paid plan is running: a plan that ended stays ended.'),
          502: errorReplySchema.describe('The billing site could not be told: nothing changed.'),
          ...bearerReplies,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      return resumePlan(db, billing.provider, user);
    },
  );

  app.post(
    '/billing/checkout-problem',
    {
      schema: {
        summary: 'Why paying did not work (a reason of spec §9 and an optional comment)',
        security: bearerSecurity,
        body: checkoutProblemInputSchema,
        response: { 201: feedbackReceivedSchema, ...errorReplies(400, 403), ...bearerReplies },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      requireBillingAccount(user);
      const { id } = await recordFeedback(db, user, 'checkout_problem', request.body);
      return reply.status(201).send({ id });
    },
  );

  // The webhook's signature covers the body's exact bytes: this scope keeps them as received.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The body is not JSON.'), { statusCode: 400 }), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/billing/webhook',
      {
        // Checked before the body's schema: an unsigned body is refused whatever it holds.
        preValidation: async (request) => {
          const header = request.headers[BILLING_SIGNATURE_HEADER];
          const check = checkBillingSignature(
            billing.site.secret,
            rawBodies.get(request) ?? '',
            typeof header === 'string' ? header : undefined,
            Math.floor(Date.now() / 1000),
            BILLING_SIGNATURE_TOLERANCE_SECONDS,
          );
          if (check !== 'valid') throw new HttpError(400, BAD_SIGNATURE_MESSAGE);
        },
        schema: {
          summary: 'The billing site’s signed events: records the invoice and changes the plan',
          description: `Signed in the \`${BILLING_SIGNATURE_HEADER}\` header (\`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">\`) with the shared secret; refused when older than ${BILLING_SIGNATURE_TOLERANCE_SECONDS} s. An event id seen before changes nothing and answers 200.`,
          body: billingEventSchema,
          response: {
            200: billingWebhookReplySchema,
            400: errorReplySchema.describe(
              'Bad, missing or stale signature, a body breaking the schema, or an unknown user: nothing changed.',
            ),
          },
        },
      },
      async (request) => ({
        received: true as const,
        ...(await applyBillingEvent(db, request.body)),
      }),
    );
  });
}
