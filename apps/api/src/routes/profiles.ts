import {
  deletedProfileSchema,
  errorReplySchema,
  invoiceListSchema,
  lastInvoiceReplySchema,
  passwordChangedSchema,
  passwordChangeSchema,
  planFeedbackInputSchema,
  planFeedbackReplySchema,
  planReplySchema,
  profileCreationsSchema,
  profileParamsSchema,
  profileSchema,
  profileUpdateSchema,
  userSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { planReply } from '../billing/plans.ts';
import { changePassword } from '../account/password.ts';
import {
  deleteAccount,
  getProfile,
  getProfileUser,
  lastInvoice,
  profileCreations,
  profileInvoices,
  sendPlanFeedback,
  updateProfile,
} from '../account/profiles.ts';
import type { RouteContext, ZodApp } from './context.ts';

const forbidden = errorReplySchema.describe(
  'Not your profile (only you, or an administrator, may), or an embed token.',
);
const profileErrors = { ...errorReplies(400, 404), 403: forbidden, ...bearerReplies };
const accountErrors = { ...errorReplies(400), 403: forbidden, ...bearerReplies };

/** The Profiles calls (spec §7); who may: auth/access.ts; plans: docs/plans-and-limits.md. */
export function registerProfileRoutes(
  app: ZodApp,
  { db, auth, plans, account, collab }: RouteContext,
): void {
  app.get(
    '/profiles/plan',
    {
      schema: {
        summary: 'The caller’s plan: type, restrictions, caps and usage, promotion, cancellation',
        security: bearerSecurity,
        response: { 200: planReplySchema, ...accountErrors },
      },
    },
    async (request) => planReply(db, currentUser(request), plans),
  );

  app.get(
    '/profiles/plan/last-invoice',
    {
      schema: {
        summary: 'The caller’s last invoice (null when there is none)',
        security: bearerSecurity,
        response: { 200: lastInvoiceReplySchema, ...accountErrors },
      },
    },
    async (request) => lastInvoice(db, currentUser(request)),
  );

  app.get(
    '/profiles/plan/gateway-last-invoice',
    {
      schema: {
        summary: 'The caller’s last invoice as the payment gateway issued it (null when none)',
        security: bearerSecurity,
        response: { 200: lastInvoiceReplySchema, ...accountErrors },
      },
    },
    async (request) => lastInvoice(db, currentUser(request)),
  );

  app.post(
    '/profiles/plan/feedback',
    {
      schema: {
        summary: 'Feedback on the caller’s plan, with a reason',
        security: bearerSecurity,
        body: planFeedbackInputSchema,
        response: { 201: planFeedbackReplySchema, ...accountErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendPlanFeedback(db, currentUser(request), request.body)),
  );

  app.delete(
    '/profiles',
    {
      schema: {
        summary: 'Delete the caller’s account and their work',
        description:
          'Their creations, folders, uploads and plan records go, and they leave the creations shared with them. Nothing of anyone else’s goes: comments they left on others’ work stay, without their name.',
        security: bearerSecurity,
        response: { 200: deletedProfileSchema, ...accountErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const deleted = await deleteAccount(db, user);
      auth.forgetUser(user.cactusId);
      await collab.announce({ kind: 'access', userId: user.id });
      return deleted;
    },
  );

  app.get(
    '/profiles/:id',
    {
      schema: {
        summary: 'A profile (the user themself, or an administrator)',
        security: bearerSecurity,
        params: profileParamsSchema,
        response: { 200: profileSchema, ...profileErrors },
      },
    },
    async (request) => getProfile(db, currentUser(request), request.params.id),
  );

  app.patch(
    '/profiles/:id',
    {
      schema: {
        summary: 'Change a profile’s country code (email and name belong to the sign-on site)',
        security: bearerSecurity,
        params: profileParamsSchema,
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...profileErrors },
      },
    },
    async (request) => updateProfile(db, currentUser(request), request.params.id, request.body),
  );

  app.patch(
    '/profiles/:id/password',
    {
      schema: {
        summary: 'Change the password (the sign-on site checks the current one and keeps it)',
        security: bearerSecurity,
        params: profileParamsSchema,
        body: passwordChangeSchema,
        response: {
          200: passwordChangedSchema,
          ...profileErrors,
          422: errorReplySchema.describe('The sign-on site refused the change (wrong password).'),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The user's own sign-on site keeps their password (the Chinese one for country CN).
      return changePassword(account.signOnUrl(user.countryCode), user, request.params.id, {
        token: request.headers.authorization ?? '',
        input: request.body,
      });
    },
  );

  app.get(
    '/profiles/:id/user',
    {
      schema: {
        summary: 'The user record of a profile',
        security: bearerSecurity,
        params: profileParamsSchema,
        response: { 200: userSchema, ...profileErrors },
      },
    },
    async (request) => getProfileUser(db, currentUser(request), request.params.id),
  );

  app.get(
    '/profiles/:id/invoice',
    {
      schema: {
        summary: 'A profile’s invoices, newest first',
        security: bearerSecurity,
        params: profileParamsSchema,
        response: { 200: invoiceListSchema, ...profileErrors },
      },
    },
    async (request) => profileInvoices(db, currentUser(request), request.params.id),
  );

  app.get(
    '/profiles/:id/creations',
    {
      schema: {
        summary: 'The creations a profile keeps (what the creations cap counts)',
        security: bearerSecurity,
        params: profileParamsSchema,
        response: { 200: profileCreationsSchema, ...profileErrors },
      },
    },
    async (request) => profileCreations(db, currentUser(request), request.params.id),
  );
}
