import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorReplySchema, planLimitReplySchema } from '@figura/sdk-core/schema';

/** The error replies routes declare next to their own (all `{ message }`, docs/api/README.md). */
const ERROR_REPLIES = {
  400: errorReplySchema.describe('The request breaks its schema: one message per problem.'),
  401: errorReplySchema.describe('No bearer token, or one that is malformed, forged or expired.'),
  403: errorReplySchema.describe(
    'You may open the creation but not do this (a commentor changing it, an editor sharing it...).',
  ),
  404: errorReplySchema.describe(
    'No such creation, slide, share or comment, or not shared with you (answers 404 too).',
  ),
  409: errorReplySchema.describe('It exists already, or it conflicts with what is stored.'),
  410: errorReplySchema.describe('It was valid once: used, withdrawn or expired.'),
  429: errorReplySchema.describe('Too many attempts: wait `Retry-After` seconds.'),
  503: errorReplySchema.describe('The sign-on site cannot be reached to check the token.'),
} as const;

type ErrorStatus = keyof typeof ERROR_REPLIES;

/** The declared error replies for these statuses, e.g. `...errorReplies(400, 404)`. */
export function errorReplies<Status extends ErrorStatus>(
  ...statuses: Status[]
): Pick<typeof ERROR_REPLIES, Status> {
  const picked = {} as Pick<typeof ERROR_REPLIES, Status>;
  for (const status of statuses) Object.assign(picked, { [status]: ERROR_REPLIES[status] });
  return picked;
}

/** What every call with a bearer token may answer besides its own reply. */
export const bearerReplies = errorReplies(401, 503);

/**
 * Sends JSON text or bytes as they are, on routes whose declared reply describes what they hold
 * (a stored slide document, a PNG): Fastify runs no serializer for a string with a JSON content
 * type or for a Buffer, so large replies are never parsed and rebuilt.
 */
export function sendAsIs(reply: FastifyReply, payload: string | Buffer): FastifyReply {
  return reply.send(payload);
}

/** 403 when the caller's plan cap is reached (docs/plans-and-limits.md). */
export const planLimitReply = planLimitReplySchema.describe(
  'The plan’s cap is reached: the limit, the cap, the usage and the upsell prompt to show.',
);

/** 403 on a call refused either for the caller's rights or at a plan's cap. */
export const rightsOrPlanLimitReply = z
  .union([planLimitReplySchema, errorReplySchema])
  .describe(
    'Not yours to change (`{ message }`), or a plan’s cap is reached (the limit, the cap, the usage and the upsell prompt to show).',
  );
