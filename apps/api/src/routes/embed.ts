import {
  EMBED_TOKEN_PATH,
  embedTokenInputSchema,
  embedTokenReplySchema,
  errorReplySchema,
} from '@figura/sdk-core/schema';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { currentPartner, partnerSecurity } from '../auth/partner-auth.ts';
import { fixedWindows } from '../http/fixed-windows.ts';
import { HttpError } from '../http/errors.ts';
import { errorReplies } from '../http/replies.ts';
import { findOrCreateEmbedUser } from '../services/embed-users.ts';
import type { RouteContext, ZodApp } from './context.ts';

const MINUTE_MS = 60_000;

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
export function registerEmbedRoutes(app: ZodApp, { db, embed }: RouteContext): void {
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
        profile: partner.profile,
      };
    },
  );
}
