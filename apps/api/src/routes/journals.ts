import type { preValidationAsyncHookHandler } from 'fastify';
import {
  ADMIN_JOURNAL_MEMBERS_PATH,
  EMBED_MEMBERS_PATH,
  journalMemberInputSchema,
  journalMemberReplySchema,
  journalMembershipsReplySchema,
  journalSettingsReplySchema,
  errorReplySchema,
  partnerMemberInputSchema,
  partnerMemberParamsSchema,
} from '@figura/sdk-core/schema';
import {
  addPartnerMember,
  grantJournal,
  journalName,
  memberReply,
  removePartnerMember,
} from '../account/journal-members.ts';
import { currentPartner, partnerSecurity } from '../identity/partner-auth.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { requireAdmin } from '../auth/access.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** Before the body is read: only an administrator grants journal membership. */
const adminsOnly: preValidationAsyncHookHandler = async (request) =>
  requireAdmin(currentUser(request), 'Only an administrator grants journal membership.');

/**
 * Journals' members (spec §3 "Other" calls, §6 restricted users): what the caller is a member
 * of, and membership granted by an administrator or by the journal partner with its key. Never
 * typed: PATCH /auth/complete-profile grants nothing.
 */
export function registerJournalRoutes(app: ZodApp, { db, auth, embed }: RouteContext): void {
  const { partners } = embed;
  app.get(
    '/journals/settings',
    {
      schema: {
        summary: 'The caller’s journal settings (fetched at login): the journal granted them',
        security: bearerSecurity,
        response: { 200: journalSettingsReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      const { journal } = currentUser(request);
      return { journal, name: journal ? journalName(journal, partners) : null };
    },
  );

  app.get(
    '/journals/memberships',
    {
      schema: {
        summary: 'The journals the caller belongs to (granted by an administrator or the journal)',
        security: bearerSecurity,
        response: { 200: journalMembershipsReplySchema, ...bearerReplies },
      },
    },
    async (request) => {
      const { journal } = currentUser(request);
      return {
        memberships: journal ? [{ journal, name: journalName(journal, partners) }] : [],
      };
    },
  );

  app.put(
    ADMIN_JOURNAL_MEMBERS_PATH,
    {
      schema: {
        summary: 'Make an account a member of a journal, or of none (administrators)',
        description:
          'A member of a journal is not a restricted user (no watermark); the two special ' +
          'journals lift every cap (docs/plans-and-limits.md). `journal` is a special journal ' +
          '(`urology`, `plastic-reconstructive-surgery`) or a journal partner (`partner-<id>`).',
        security: bearerSecurity,
        body: journalMemberInputSchema,
        response: {
          200: journalMemberReplySchema,
          ...bearerReplies,
          ...errorReplies(400, 404),
          403: errorReplySchema.describe('The caller is not an administrator (plan A).'),
        },
      },
      preValidation: adminsOnly,
    },
    async (request) => {
      const user = await grantJournal(db, partners, request.body.email, request.body.journal);
      auth.userUpdated(user);
      return memberReply(user, partners);
    },
  );

  const partnerReplies = {
    401: errorReplySchema.describe(
      'No `Authorization: Partner <id>:<key>` header, a malformed one, or a wrong key.',
    ),
    403: errorReplySchema.describe('The partner is unknown or disabled.'),
    404: errorReplySchema.describe('No account uses the address (or, to remove, not a member).'),
  };
  app.put(
    EMBED_MEMBERS_PATH,
    {
      schema: {
        summary: 'Add one of the journal’s authors to its members (partner key)',
        description:
          'The account with this address becomes a member of the partner’s journal ' +
          '(`partner-<id>`): no watermark on a Trial or Student plan. 409 when it is a member ' +
          'of another journal.',
        security: partnerSecurity,
        body: partnerMemberInputSchema,
        response: { 200: journalMemberReplySchema, ...errorReplies(400, 409), ...partnerReplies },
      },
    },
    async (request) => {
      const user = await addPartnerMember(db, currentPartner(request), request.body.email);
      auth.userUpdated(user);
      return memberReply(user, partners);
    },
  );
  app.delete(
    `${EMBED_MEMBERS_PATH}/:email`,
    {
      schema: {
        summary: 'Remove one of the journal’s members (partner key)',
        security: partnerSecurity,
        params: partnerMemberParamsSchema,
        response: { 200: journalMemberReplySchema, ...errorReplies(400), ...partnerReplies },
      },
    },
    async (request) => {
      const user = await removePartnerMember(db, currentPartner(request), request.params.email);
      auth.userUpdated(user);
      return memberReply(user, partners);
    },
  );
}
