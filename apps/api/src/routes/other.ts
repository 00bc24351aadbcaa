import {
  createOrderInputSchema,
  customInformationReplySchema,
  legacyReplySchema,
  legacyUnlockEmailInputSchema,
  orderListSchema,
  orderSchema,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  partnerSiteFor,
  paymentsDataReplySchema,
  redirectReplySchema,
  ROLE_CODES,
  rolesReplySchema,
  shouldCompleteProfile,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../auth/route-auth.ts';
import { createOrder, listOrders, toOrderReply } from '../account/orders.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { toUserReply } from '../services/users.ts';
import { users } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import type { RouteContext, ZodApp } from './context.ts';

/** The "Other" calls of spec §7, custom-work orders and the legacy platform's posts (docs/sign-in.md). */
export function registerOtherRoutes(app: ZodApp, { db, account, mail }: RouteContext): void {
  app.get(
    '/roles',
    {
      schema: {
        summary: 'Every role (plan code) and the caller’s',
        security: bearerSecurity,
        response: { 200: rolesReplySchema, ...bearerReplies },
      },
    },
    async (request) => ({
      roles: [...ROLE_CODES],
      current: toUserReply(currentUser(request)).tp_user,
    }),
  );

  app.get(
    '/customInformation',
    {
      schema: {
        summary: 'Profile completion, the suggested country, the sign-on site and partner site',
        security: bearerSecurity,
        response: { 200: customInformationReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return {
        shouldCompleteProfile: shouldCompleteProfile(toUserReply(user)),
        suggestedCountry: await account.geoIp.countryOf(request.ip),
        signOnUrl: account.signOnUrl(user.countryCode),
        partnerSite: partnerSiteFor(user.partner, account.partnerSites),
      };
    },
  );

  app.get(
    '/payments/data',
    {
      schema: {
        summary: 'The payment methods and providers (spec §9)',
        security: bearerSecurity,
        response: { 200: paymentsDataReplySchema, ...bearerReplies },
      },
    },
    async () => ({ methods: [...PAYMENT_METHODS], providers: [...PAYMENT_PROVIDERS] }),
  );

  app.post(
    '/orders',
    {
      schema: {
        summary: 'Order custom work (the order draft’s defaults fill what is left out)',
        security: bearerSecurity,
        body: createOrderInputSchema,
        response: { 201: orderSchema, ...bearerReplies, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      const row = await createOrder(db, currentUser(request), request.body);
      reply.status(201);
      return toOrderReply(row);
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        summary: 'The caller’s orders for custom work, newest first',
        security: bearerSecurity,
        response: { 200: orderListSchema, ...bearerReplies },
      },
    },
    async (request) => ({
      orders: (await listOrders(db, currentUser(request).id)).map(toOrderReply),
    }),
  );

  // The legacy platform's pages post plain forms here (no token: a form cannot send one).
  app.register(async (legacy) => {
    legacy.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const routes = legacy as unknown as ZodApp;
    routes.post(
      '/legacy/unlock-email',
      {
        schema: {
          summary: 'Legacy: email an account-unlock link (form post: email, key)',
          description: 'Kept for the legacy platform’s form; the link leads to the sign-on site.',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: legacyUnlockEmailInputSchema,
          response: { 202: legacyReplySchema, ...errorReplies(400) },
        },
      },
      async (request, reply) => {
        const { email, key } = request.body;
        // Only known accounts get mail; everyone gets the same answer (no account probing).
        const [known] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email.toLowerCase()))
          .limit(1);
        reply.status(202);
        if (!known) return { accepted: true as const };
        const unlock = new URL('/login', account.signOnUrl());
        unlock.searchParams.set('unlock', key);
        await mail.sendAccountMail({
          to: email,
          subject: 'Unlock your Figura account',
          text: `Sign in again here: ${unlock.toString()}`,
          link: unlock.toString(),
        });
        reply.status(202);
        return { accepted: true as const };
      },
    );
    routes.post(
      '/legacy/logout',
      {
        schema: {
          summary: 'Legacy: the old logout form post, sent on to the sign-on site’s logout',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          response: { 303: redirectReplySchema('To the sign-on site’s logout page.') },
        },
      },
      async (_request, reply) => reply.redirect(account.signOn().logoutUrl('/'), 303),
    );
  });
}
