import {
  EMBED_PARTNER_PATH,
  EMBED_PROFILE_PATH,
  EMBED_TOKEN_PATH,
  journalProfileReplySchema,
  journalRulesInputSchema,
  embedPartnerReplySchema,
  embedTokenInputSchema,
  embedTokenReplySchema,
  errorReplySchema,
} from '@figura/sdk-core/schema';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { currentPartner, partnerSecurity } from '../identity/partner-auth.ts';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import type { JournalProfiles } from '../partners/partner-profiles.ts';
import { activePartner } from '../partners/partners.ts';
import { fixedWindows } from '../http/fixed-windows.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { findOrCreateEmbedUser } from '../partners/embed-users.ts';
import type { RouteContext, ZodApp } from './context.ts';

const MINUTE_MS = 60_000;

/** GET /embed/partner with a token that is not an embed token. */
export const NOT_AN_EMBED_TOKEN_MESSAGE = 'This token belongs to no journal.';

/** At most the partner's `tokensPerMinute` tokens a minute (each node), then 429. */
function perPartnerLimit(): preHandlerAsyncHookHandler {
  const windows = fixedWindows();
  return async (request, reply) => {
    const partner = currentPartner(request);
    const wait = windows.take(String(partner.id), partner.tokensPerMinute, MINUTE_MS);
    if (wait === undefined) return;
    reply.header('retry-after', String(wait));
    throw new HttpError(429, `Too many embed tokens asked for; try again in ${wait} s.`);
  };
}

/** Journals embedding the builder: their servers ask for embed tokens with their partner keys. */
export function registerEmbedRoutes(app: ZodApp, { db, embed, exports }: RouteContext): void {
  const { journalProfiles } = exports;
  app.post(
    EMBED_TOKEN_PATH,
    {
      preHandler: perPartnerLimit(),
      schema: {
        summary: 'An embed token for one submission, for the builder in a journal’s page',
        description:
          'Called by the journal’s server with its partner key, never from a browser. The ' +
          'token (a bearer token, 15 minutes) acts as the user that holds this partner’s ' +
          'submission: it creates, reads, writes and downloads that submission’s creations ' +
          'and nothing else. `GET /user-creations` with it lists them, so the author resumes ' +
          'where they left off; a new token for the same submission finds the same work. Ask ' +
          'again for a new token before `expiresAt`.',
        security: partnerSecurity,
        body: embedTokenInputSchema,
        response: {
          200: embedTokenReplySchema,
          ...errorReplies(400),
          401: errorReplySchema.describe(
            'No `Authorization: Partner <id>:<key>` header, a malformed one, or a wrong key.',
          ),
          403: errorReplySchema.describe('The partner id is not configured, or it is disabled.'),
          429: errorReplySchema.describe(
            'The partner asked for too many tokens this minute: wait `Retry-After` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      const partner = currentPartner(request);
      const { submissionId, author } = request.body;
      // The submission's user now, so its name is the author's from the first call on.
      await findOrCreateEmbedUser(db, partner.id, submissionId, author);
      const { token, expiresAt } = await embed.tokens.sign(partner.id, submissionId);
      reply.header('cache-control', 'no-store');
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        partnerId: partner.id,
        profile: (await journalProfiles.of(partner)).id,
      };
    },
  );

  app.get(
    EMBED_PARTNER_PATH,
    {
      schema: {
        summary: 'The journal of an embed token, for the builder in a frame',
        description:
          'Read with the embed token a journal’s page handed to the builder. The builder’s ' +
          'frame page (`/embed/abstract-builder.html`) answers only a parent page whose ' +
          'origin is among `allowedOrigins`. A sign-on token has no journal: 404.',
        security: bearerSecurity,
        response: {
          200: embedPartnerReplySchema,
          ...bearerReplies,
          ...errorReplies(404),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // A disabled partner's tokens are refused before this (the authenticator).
      const partner =
        user.embedPartnerId === null
          ? undefined
          : activePartner(embed.partners, user.embedPartnerId);
      if (!partner) throw notFound(NOT_AN_EMBED_TOKEN_MESSAGE);
      return {
        id: partner.id,
        name: partner.name,
        profile: (await journalProfiles.of(partner)).id,
        allowedOrigins: partner.allowedOrigins,
      };
    },
  );

  registerPartnerProfileRoutes(app, journalProfiles);
}

/** A journal partner's own profile, with its partner key (never from a browser). */
function registerPartnerProfileRoutes(app: ZodApp, journalProfiles: JournalProfiles): void {
  const partnerReplies = {
    401: errorReplySchema.describe(
      'No `Authorization: Partner <id>:<key>` header, a malformed one, or a wrong key.',
    ),
    403: errorReplySchema.describe('The partner is unknown or disabled.'),
  };
  app.get(
    EMBED_PROFILE_PATH,
    {
      schema: {
        summary: 'The partner’s profile: the one it registered, else its settings’ one',
        security: partnerSecurity,
        response: { 200: journalProfileReplySchema, ...partnerReplies },
      },
    },
    async (request) => journalProfiles.of(currentPartner(request)),
  );
  app.put(
    EMBED_PROFILE_PATH,
    {
      schema: {
        summary: 'Registers the partner’s own profile: its journal’s rules',
        description:
          'The profile gets the id `partner-<partner id>`; from now on the embed tokens name ' +
          'it, the builder lays out and checks abstracts against it, and downloads may name ' +
          'it. Replaces what the partner registered before; DELETE goes back to the ' +
          'partner’s settings.',
        security: partnerSecurity,
        body: journalRulesInputSchema,
        response: { 200: journalProfileReplySchema, ...errorReplies(400), ...partnerReplies },
      },
    },
    async (request) => journalProfiles.register(currentPartner(request), request.body),
  );
  app.delete(
    EMBED_PROFILE_PATH,
    {
      schema: {
        summary: 'Forgets the partner’s registered profile: its settings’ profile again',
        security: partnerSecurity,
        response: { 200: journalProfileReplySchema, ...partnerReplies },
      },
    },
    async (request) => journalProfiles.forget(currentPartner(request)),
  );
}
