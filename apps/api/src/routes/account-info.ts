import {
  customInformationReplySchema,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  partnerSiteFor,
  paymentsDataReplySchema,
  ROLE_CODES,
  rolesReplySchema,
  shouldCompleteProfile,
} from '@figura/sdk-core/schema';
import { toUserReply } from '../account/user-reply.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** What an account reads besides its profile: the "Other" calls of spec §7 (docs/sign-in.md). */
export function registerAccountInfoRoutes(app: ZodApp, { account }: RouteContext): void {
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
}
