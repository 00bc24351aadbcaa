import {
  MAIL_UNSUBSCRIBE_PATH,
  mailUnsubscribeInputSchema,
  mailUnsubscribeReplySchema,
} from '@figura/sdk-core/schema';
import { errorReplies } from '../http/replies.ts';
import type { RouteContext, ZodApp } from './context.ts';

/** Mail's own calls: stopping invitations from an invitation's link (email/mailer.ts). */
export function registerMailRoutes(app: ZodApp, { mail }: RouteContext): void {
  app.post(
    MAIL_UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: 'Stop invitations from Figura to the address an invitation’s link names',
        description:
          'No sign-in: the token in the link of each invitation (the portal’s /unsubscribe page ' +
          'sends it) names the address and is signed by this API. From then on, invitations to ' +
          'that address (teams, the partner programme) are refused with 409, and a creation ' +
          'shared with it sends no mail.',
        body: mailUnsubscribeInputSchema,
        response: { 200: mailUnsubscribeReplySchema, ...errorReplies(400) },
      },
    },
    async (request) => ({
      unsubscribed: true as const,
      email: await mail.unsubscribe(request.body.token),
    }),
  );
}
