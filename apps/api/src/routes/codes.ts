import {
  codeParamsSchema,
  codeSchema,
  createCodeInputSchema,
  errorReplySchema,
  redeemCodeInputSchema,
} from '@figura/sdk-core/schema';
import { bearerSecurity, currentUser } from '../identity/route-auth.ts';
import { bearerReplies, errorReplies } from '../http/replies.ts';
import { createCode, invalidateCode, redeemCode } from '../billing/codes.ts';
import type { RouteContext, ZodApp } from './context.ts';

const notAdmin = errorReplySchema.describe('The user is not an administrator (plan A).');
const redeemed = errorReplySchema.describe('The code has been redeemed already.');

/** Code/credit items: made and invalidated by administrators, redeemed once by a user. */
export function registerCodeRoutes(app: ZodApp, { db }: RouteContext): void {
  app.post(
    '/codes/redeem',
    {
      schema: {
        summary: 'Redeem a code: the plan it grants becomes the caller’s',
        security: bearerSecurity,
        body: redeemCodeInputSchema,
        response: {
          200: codeSchema,
          ...errorReplies(400, 404),
          403: errorReplySchema.describe('An embed token redeems nothing.'),
          409: redeemed,
          410: errorReplySchema.describe('The code was invalidated.'),
          ...bearerReplies,
        },
      },
    },
    async (request) => redeemCode(db, currentUser(request), request.body.code),
  );

  app.post(
    '/codes',
    {
      schema: {
        summary: 'Make a code that grants a plan (administrators)',
        security: bearerSecurity,
        body: createCodeInputSchema,
        response: {
          201: codeSchema,
          ...errorReplies(400),
          403: notAdmin,
          409: errorReplySchema.describe('A code with this text exists already.'),
          ...bearerReplies,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCode(db, currentUser(request), request.body)),
  );

  app.put(
    '/codes/:code/invalidate',
    {
      schema: {
        summary: 'Invalidate a code that has not been redeemed (administrators)',
        security: bearerSecurity,
        params: codeParamsSchema,
        response: {
          200: codeSchema,
          ...errorReplies(400, 404),
          403: notAdmin,
          409: redeemed,
          ...bearerReplies,
        },
      },
    },
    async (request) => invalidateCode(db, currentUser(request), request.params.code),
  );
}
